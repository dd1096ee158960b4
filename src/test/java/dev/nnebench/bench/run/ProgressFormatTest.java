package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ProgressFormatTest {

  @Test
  void figuresAreShortAndReadable() {
    assertEquals("123457", ProgressFormat.figure(123456.7));
    assertEquals("12.3", ProgressFormat.figure(12.34));
    assertEquals("0.00123", ProgressFormat.figure(0.001234));
    assertEquals("n/a", ProgressFormat.figure(Double.NaN));
  }
}
