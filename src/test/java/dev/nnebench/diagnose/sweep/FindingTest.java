package dev.nnebench.diagnose.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.stats.Interval;
import org.junit.jupiter.api.Test;

class FindingTest {
  @Test
  void aNearlySymmetricIntervalShowsItsLargerArm() {
    assertEquals("350 ms ± 12", Finding.duration(new Interval(350, 340, 362)));
    assertEquals("2.10 s ± 0.050", Finding.duration(new Interval(2100, 2060, 2150)));
    assertEquals("3.40x ± 0.20", Finding.ratio(new Interval(3.4, 3.25, 3.6)));
  }

  /* A gain of 10.8 to 67.5 ms must not read as 23.4 ± 44, which would reach below zero. */
  @Test
  void anIntervalThatPlusOrMinusWouldCarryPastTheVerdictsLineShowsItsEnds() {
    assertEquals("23.4 ms (10.8 to 67.5)", Finding.duration(new Interval(23.406, 10.8331,
        67.5345)));
    assertEquals("1.08x (1.04 to 1.22)", Finding.ratio(new Interval(1.08136, 1.0371, 1.22121)));
    assertEquals("-20.0 ms (-60.0 to -8.00)", Finding.duration(new Interval(-20, -60, -8)));
    assertEquals("0.90x (0.60 to 0.97)", Finding.ratio(new Interval(0.9, 0.6, 0.97)));
  }

  /* Lopsided but on one side of the line either way: ± reads true. */
  @Test
  void aLopsidedIntervalClearOfTheLineKeepsItsPlusOrMinus() {
    assertEquals("2.50 s ± 0.50", Finding.duration(new Interval(2500, 2400, 3000)));
    assertEquals("3.03x ± 0.07", Finding.ratio(new Interval(3.03, 2.96, 3.03)));
  }

  @Test
  void anUnmeasuredIntervalSaysSo() {
    assertEquals("350 ms ± n/a", Finding.duration(new Interval(350, Double.NaN, Double.NaN)));
    assertEquals("1.50x ± n/a", Finding.ratio(new Interval(1.5, Double.NaN, Double.NaN)));
    assertEquals("n/a", Finding.ratio(new Interval(Double.NaN, Double.NaN, Double.NaN)));
  }
}
