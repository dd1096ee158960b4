package dev.nnebench.report.figure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
    assertFalse(PoolCurve.asFastAs(Measured.of(94, 1), best));
    assertFalse(PoolCurve.asFastAs(Measured.of(Double.NaN, Double.NaN), best));
  }

  /* The best's gain is significant only beyond the half-width of the difference,
   * sqrt(1^2 + 8^2) = 8.06: 8 is not, 8.1 is. */
  @Test
  void theBestsGainCountsOnlyBeyondTheIntervalOfTheDifference() {
    Measured best = Measured.of(100, 8);
    assertTrue(PoolCurve.asFastAs(Measured.of(92, 1), best));
    assertFalse(PoolCurve.asFastAs(Measured.of(91.9, 1), best));
    assertTrue(PoolCurve.asFastAs(Measured.of(100, 1), best));
  }

  /* A knee measured as K = 8 on loopback gave it: the pool of 9 a hair under the best's
   * interval (93.0 ± 0.3) and its own interval over the best's point. The old reading (inside
   * the best's interval by its point) skipped it for 11, two connections past the knee. */
  @Test
  void aPoolAHairUnderTheBestsIntervalButNotSignificantlySlowerIsRecommended() {
    PoolCurve curve = curve(List.of(measured(8, 87.7, 0.4), measured(9, 92.6, 0.4),
        measured(10, 92.0, 0.5), measured(11, 93.0, 0.3), measured(12, 92.7, 0.3)));

    assertEquals(11, curve.best().poolSize());
    assertEquals(9, curve.recommended().orElseThrow().poolSize());
  }

  /* K = 2 over 20 ms: the pool of 4, below the knee (4.66), is 4.1 fetches/s short of the best
   * with bars of 0.4-0.5: significant, so the next pool is recommended. */
  @Test
  void aPoolSignificantlySlowerThanTheBestIsNotRecommended() {
    PoolCurve curve = curve(List.of(measured(4, 88.7, 0.376), measured(5, 92.5, 0.6),
        measured(6, 92.8, 0.471), measured(8, 92.6, 0.5)));

    assertEquals(5, curve.recommended().orElseThrow().poolSize());
  }

  /* Whatever the bars, the pool recommended never has an interval wholly below the best's. */
  @Test
  void theRecommendedPoolsIntervalAlwaysReachesTheBests() {
    SplittableRandom random = new SplittableRandom(7);
    for (int round = 0; round < 2000; round++) {
      List<PoolCurve.Point> points = new ArrayList<>();
      for (int pool = 1; pool <= 6; pool++) {
        points.add(measured(pool, 50 + random.nextDouble() * 50, random.nextDouble() * 10));
      }
      PoolCurve curve = curve(points);
      Measured best = curve.best().throughput();
      Measured pick = curve.recommended().orElseThrow().throughput();
      assertTrue(pick.value() + pick.error() >= best.value() - best.error(),
          pick + " against " + best);
      assertTrue(curve.recommended().orElseThrow().poolSize() <= curve.best().poolSize());
    }
  }

  /* A point of a curve whose fetches/s were measured as perSecond ± error. */
  private static PoolCurve.Point measured(int poolSize, double perSecond, double error) {
    Measured none = Measured.of(Double.NaN, Double.NaN);
    return new PoolCurve.Point(poolSize, Measured.of(perSecond, error), none, none, none,
        cell(poolSize, perSecond));
  }

  private static PoolCurve curve(List<PoolCurve.Point> points) {
    return new PoolCurve("NONE + NONE", "", "", 16, points);
  }
}
