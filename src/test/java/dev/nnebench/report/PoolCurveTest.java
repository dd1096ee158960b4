package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

class PoolCurveTest {
  private static Trial cell(int poolSize, double perSecond) {
    return PoolTrials.pool("NONE", "NONE", 8, poolSize, perSecond, 1, 2 * poolSize, 0.1);
  }

  @Test
  void recommendsTheSmallestPoolNoLargerOneBeats() {
    PoolCurve curve = PoolCurve.of(List.of(cell(1, 1000), cell(2, 1900), cell(4, 2500),
        cell(8, 2510))).get(0);

    assertEquals(8, curve.best().poolSize());
    assertEquals(4, curve.recommended().orElseThrow().poolSize());
  }

  @Test
  void aCurveStillRisingRecommendsItsLargestPool() {
    PoolCurve curve = PoolCurve.of(List.of(cell(4, 4000), cell(1, 1000), cell(2, 2000)))
        .get(0);

    assertEquals(List.of(1, 2, 4), curve.points().stream().map(PoolCurve.Point::poolSize)
        .toList());
    assertEquals(4, curve.recommended().orElseThrow().poolSize());
  }

  @Test
  void aPoolPastTheBestThatFallsBackIsNotRecommended() {
    PoolCurve curve = PoolCurve.of(List.of(cell(1, 1000), cell(2, 2000), cell(4, 1500)))
        .get(0);

    assertEquals(2, curve.recommended().orElseThrow().poolSize());
  }

  @Test
  void aLargerPoolWithAClearlyLowerP99MovesTheRecommendationUp() {
    // the same fetches/s everywhere, but a pool of 1 queues its 8 threads: p99 50 ms
    PoolCurve curve = PoolCurve.of(List.of(
        PoolTrials.pool("NONE", "NONE", 8, 1, 1000, 1, 50, 5),
        PoolTrials.pool("NONE", "NONE", 8, 2, 1000, 1, 20, 1),
        PoolTrials.pool("NONE", "NONE", 8, 4, 1000, 1, 19.5, 0))).get(0);

    assertEquals(2, curve.recommended().orElseThrow().poolSize());
  }

  @Test
  void onePoolSizeRecommendsNothing() {
    assertTrue(PoolCurve.of(List.of(cell(2, 1000))).get(0).recommended().isEmpty());
  }

  @Test
  void curvesAreSplitByCryptoAndThreads() {
    List<PoolCurve> curves = PoolCurve.of(List.of(cell(1, 1000), cell(2, 1000),
        PoolTrials.pool("AES256", "SHA256", 8, 1, 900, 1, 2, 0),
        PoolTrials.pool("NONE", "NONE", 4, 1, 800, 1, 2, 0)));

    assertEquals(3, curves.size());
    assertEquals(2, curves.stream().filter(c -> c.crypto().equals("NONE + NONE")
        && c.threads() == 8).findFirst().orElseThrow().points().size());
  }

  @Test
  void withoutIntervalsAboveMeansMoreThanFivePercentAbove() {
    Measured base = Measured.of(100, Double.NaN);
    assertFalse(PoolCurve.above(Measured.of(104, Double.NaN), base));
    assertTrue(PoolCurve.above(Measured.of(106, Double.NaN), base));
    assertFalse(PoolCurve.above(Measured.of(110, 6), Measured.of(100, 5)));
    assertTrue(PoolCurve.above(Measured.of(110, 2), Measured.of(100, 5)));
    assertFalse(PoolCurve.above(Measured.of(Double.NaN, Double.NaN), base));
  }
}
