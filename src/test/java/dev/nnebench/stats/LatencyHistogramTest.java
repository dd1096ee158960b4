package dev.nnebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LatencyHistogramTest {
  @Test
  void smallValuesAreExact() {
    LatencyHistogram h = new LatencyHistogram();
    for (long v = 1; v <= 10; v++) {
      h.record(v);
    }
    assertEquals(10, h.count());
    assertEquals(5, h.percentile(0.5));
    assertEquals(10, h.percentile(0.99));
    assertEquals(1, h.percentile(0.01));
  }

  @Test
  void percentilesOfLargeValuesAreWithinTheBucketPrecision() {
    LatencyHistogram h = new LatencyHistogram();
    List<Long> values = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 10_000; i++) {
      long v = 100_000 + random.nextLong(50_000_000); // 0.1 .. 50 ms
      values.add(v);
      h.record(v);
    }
    values.sort(Long::compare);
    for (double q : new double[] {0.5, 0.9, 0.99}) {
      long exact = values.get((int) Math.ceil(q * values.size()) - 1);
      double relative = Math.abs(h.percentile(q) - exact) / (double) exact;
      assertTrue(relative < 0.032, q + ": " + h.percentile(q) + " vs " + exact);
    }
  }

  @Test
  void bucketsNeitherOverlapNorSkipAcrossPowersOfTwo() {
    for (long v = 0; v < 1 << 20; v++) {
      int i = LatencyHistogram.index(v);
      assertTrue(i == LatencyHistogram.index(v + 1) || i + 1 == LatencyHistogram.index(v + 1),
          "at " + v);
      long mid = LatencyHistogram.midpoint(i);
      assertEquals(i, LatencyHistogram.index(mid), "midpoint of bucket " + i);
    }
    assertTrue(LatencyHistogram.index(Long.MAX_VALUE) > LatencyHistogram.index(1L << 40));
  }

  @Test
  void aSingleOutlierMovesTheP99OnlyWhenItIsMoreThanOnePercent() {
    LatencyHistogram h = new LatencyHistogram();
    for (int i = 0; i < 99; i++) {
      h.record(1_000);
    }
    h.record(1_000_000_000);
    assertEquals(1_000, h.percentile(0.99), 1_000 * 0.02);
    h.record(1_000_000_000);
    assertTrue(h.percentile(0.99) > 900_000_000);
  }

  @Test
  void emptyIsZeroAndNegativeCountsAsZero() {
    LatencyHistogram h = new LatencyHistogram();
    assertEquals(0, h.percentile(0.99));
    h.record(-5);
    assertEquals(0, h.percentile(0.5));
    assertThrows(IllegalArgumentException.class, () -> h.percentile(0));
    assertThrows(IllegalArgumentException.class, () -> h.percentile(1.5));
  }
}
