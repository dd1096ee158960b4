package dev.nnebench.diagnose;

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
}
