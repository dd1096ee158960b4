package dev.nnebench.diagnose.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ColumnProfileTest {
  @Test
  void countsWidthsNullsAndRepeatsOfThePreviousRow() {
    ColumnProfile c = new ColumnProfile("NAME", "VARCHAR2");
    Arrays.asList("ab", "ab", null, null, "abcd", "ab").forEach(c::add);
    assertEquals(2.5, c.meanChars(), 1e-9); // (2 + 2 + 4 + 2) / 4 present values
    assertEquals(4, c.maxChars());
    assertEquals(2.0 / 6, c.nullShare(), 1e-9);
    assertEquals(2.0 / 5, c.repeatShare(), 1e-9); // ab after ab, null after null
    assertEquals(10, c.chars());
  }

  @Test
  void anAllNullColumnHasNoWidth() {
    ColumnProfile c = new ColumnProfile("N", "NUMBER");
    c.add(null);
    assertEquals(0, c.meanChars());
    assertEquals(1, c.nullShare());
    assertEquals(0, c.repeatShare());
  }

  @Test
  void binaryValuesAreCountedInBytesAndComparedByContent() {
    ColumnProfile c = new ColumnProfile("B", "BLOB");
    c.addBytes(new byte[] {1, 2, 3});
    c.addBytes(new byte[] {1, 2, 3});
    c.addBytes(null);
    c.addBytes(new byte[70_000]);
    assertEquals(70_000, c.maxChars());
    assertEquals(1.0 / 3, c.repeatShare(), 1e-9);
    assertEquals(1.0 / 4, c.nullShare(), 1e-9);
  }
}
