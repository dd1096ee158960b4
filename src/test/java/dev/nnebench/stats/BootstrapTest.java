package dev.nnebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BootstrapTest {
  private static final Series TIGHT = Series.of(10.0, 10.1, 9.9, 10.2, 9.8, 10.0, 10.1, 9.9);
  private static final Series WIDE = Series.of(10, 12, 8, 14, 6, 10, 13, 7);

  @Test
  void theMedianSitsInsideItsIntervalAndScatterWidensIt() {
    Interval tight = Bootstrap.centre(TIGHT);
    Interval wide = Bootstrap.centre(WIDE);

    assertEquals(10.0, tight.estimate(), 1e-9);
    assertTrue(tight.low() <= 10.0 && 10.0 <= tight.high(), tight.toString());
    assertTrue(wide.halfWidth() > 5 * tight.halfWidth(), tight + " vs " + wide);
  }

  @Test
  void oneOutlierDoesNotMoveTheMedian() {
    Series withSpike = Series.of(10.0, 10.1, 9.9, 10.2, 9.8, 10.0, 10.1, 40.0);

    assertEquals(10.05, Bootstrap.centre(withSpike).estimate(), 1e-9);
  }

  @Test
  void aRatioOfMediansHasAnIntervalAroundIt() {
    Series doubled = Series.of(20.0, 20.2, 19.8, 20.4, 19.6, 20.0, 20.2, 19.8);

    Interval ratio = Bootstrap.ratio(doubled, TIGHT);

    assertEquals(2.0, ratio.estimate(), 1e-9);
    assertTrue(ratio.low() < 2.0 && 2.0 < ratio.high() && ratio.halfWidth() < 0.1,
        ratio.toString());
  }

  @Test
  void forksThatDisagreeWidenTheIntervalBeyondOneForksScatter() {
    Series oneFork = new Series(List.of(new double[] {10.0, 10.1, 9.9, 10.0, 10.1, 9.9}));
    Series twoForks = new Series(List.of(new double[] {10.0, 10.1, 9.9},
        new double[] {12.0, 12.1, 11.9}));

    assertTrue(Bootstrap.centre(twoForks).halfWidth() > 5 * Bootstrap.centre(oneFork).halfWidth());
  }

  @Test
  void forksInTwoSteadyStatesAreAveragedNotOutvoted() {
    // three forks settled near 5.0, one near 4.3: the pooled median would say 5.0
    Series forks = new Series(List.of(new double[] {4.9, 5.0, 5.1}, new double[] {5.0, 4.9, 5.0},
        new double[] {5.1, 5.0, 5.0}, new double[] {4.3, 4.2, 4.3}));

    Interval centre = Bootstrap.centre(forks);

    assertEquals((5.0 + 5.0 + 5.0 + 4.3) / 4, centre.estimate(), 1e-9);
    assertTrue(centre.low() < 4.7 && centre.high() >= 5.0, centre.toString());
  }

  @Test
  void theSameSeriesGivesTheSameInterval() {
    assertEquals(Bootstrap.centre(WIDE), Bootstrap.centre(WIDE));
  }

  @Test
  void aSingleMeasurementHasNoInterval() {
    assertTrue(Double.isNaN(Bootstrap.centre(Series.of(5.0)).halfWidth()));
    assertTrue(Double.isNaN(Bootstrap.ratio(Series.of(5.0), TIGHT).halfWidth()));
  }
}
