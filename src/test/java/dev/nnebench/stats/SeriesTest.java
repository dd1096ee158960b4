package dev.nnebench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SeriesTest {
  @Test
  void parsesForksSeparatedByBars() {
    Series s = Series.parse("1 2 3 | 4 5");

    assertEquals(2, s.forks().size());
    assertArrayEquals(new double[] {1, 2, 3, 4, 5}, s.pooled());
  }

  @Test
  void combinesIterationByIteration() {
    Series cpu = Series.parse("10 20 | 30");
    Series bytes = Series.parse("2 4 | 5");

    assertArrayEquals(new double[] {5, 5, 6}, cpu.combine(bytes, (a, b) -> a / b).pooled());
  }

  @Test
  void theCentreIsTheMeanOfEachForksMedian() {
    Series s = Series.parse("4.2 4.3 9.0 | 5.0 4.9 5.1 5.0 1.0");

    assertEquals((4.3 + 5.0) / 2, s.centre(), 1e-12);
    assertEquals(4.3, Series.parse("4.2 4.3 9.0").centre(), 1e-12);
  }

  @Test
  void joiningKeepsEveryForkApart() {
    Series joined = Series.join(java.util.List.of(Series.parse("1 2 | 3"), Series.parse("4")));

    assertEquals(3, joined.forks().size());
    assertArrayEquals(new double[] {1, 2, 3, 4}, joined.pooled());
  }

  @Test
  void refusesGarbageAndMismatchedShapes() {
    assertThrows(IllegalArgumentException.class, () -> Series.parse("1 x 3"));
    assertThrows(IllegalArgumentException.class,
        () -> Series.parse("1 2").combine(Series.parse("1 2 3"), (a, b) -> a));
    assertThrows(IllegalArgumentException.class,
        () -> Series.parse("1 | 2").combine(Series.parse("1"), (a, b) -> a));
  }
}
