package dev.nnebench.report.figure;

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
  void recommendsTheSmallestPoolWithinTheIntervalOfTheBest() {
    PoolCurve curve = PoolCurve.of(List.of(cell(1, 1000), cell(2, 1900), cell(4, 2500),
        cell(8, 2510))).get(0);

    assertEquals(8, curve.best().poolSize());
    assertEquals(4, curve.recommended().orElseThrow().poolSize());
  }

  @Test
  void flatFetchesPerSecondPickTheSmallPoolHoweverP99RisesAsThePoolShrinks() {
    // the same fetches/s everywhere, but fewer connections queue the 32 threads: p99 and wait
    // rise from 10 ms to 80 ms; the old rule (no larger pool quicker in p99) picked 32
    PoolCurve curve = PoolCurve.of(List.of(
        PoolTrials.pool("NONE", "NONE", 32, 2, 10_000, 1, 80, 3),
        PoolTrials.pool("NONE", "NONE", 32, 4, 10_050, 1, 40, 2.5),
        PoolTrials.pool("NONE", "NONE", 32, 8, 10_020, 2, 25, 1.5),
        PoolTrials.pool("NONE", "NONE", 32, 32, 10_080, 3, 10, 0))).get(0);

    assertEquals(32, curve.best().poolSize());
    assertEquals(2, curve.recommended().orElseThrow().poolSize());
  }

  @Test
  void fetchesPerSecondRisingClearlyPickTheLargerPool() {
    // over a link: every fetch waits a round trip, so more connections serve more fetches
    PoolCurve curve = PoolCurve.of(List.of(cell(2, 2000), cell(4, 3900), cell(8, 7000),
        cell(16, 9000), cell(32, 9050))).get(0);

    assertEquals(16, curve.recommended().orElseThrow().poolSize());
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
  void curvesOverALinkAreTheirOwnAndSayTheirLink() {
    List<PoolCurve> curves = PoolCurve.of(List.of(cell(1, 1000), cell(2, 1000),
        PoolTrials.linked(PoolTrials.pool("NONE", "NONE", 8, 1, 300, 3, 9, 2), "2ms"),
        PoolTrials.linked(PoolTrials.pool("NONE", "NONE", 8, 2, 600, 3, 6, 1), "2ms")));

    assertEquals(List.of("NONE + NONE", "NONE + NONE over 2ms RTT"),
        curves.stream().map(PoolCurve::label).toList());
    assertEquals(2, curves.get(1).recommended().orElseThrow().poolSize());
  }

  @Test
  void withoutIntervalsAsFastAsMeansWithinFivePercentOfTheBest() {
    Measured best = Measured.of(100, Double.NaN);
    assertTrue(PoolCurve.asFastAs(Measured.of(96, Double.NaN), best));
    assertFalse(PoolCurve.asFastAs(Measured.of(94, Double.NaN), best));
    assertTrue(PoolCurve.asFastAs(Measured.of(92, 1), Measured.of(100, 8)));
    assertFalse(PoolCurve.asFastAs(Measured.of(91, 30), Measured.of(100, 8)));
    assertFalse(PoolCurve.asFastAs(Measured.of(Double.NaN, Double.NaN), best));
  }
}
