package dev.nnebench.diagnose.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The sweep's estimate starts from the trial model and follows what the settings took. */
class SweepClockTest {
  /* 10 s of setup, 4 warm-up and 10 measured iterations of 2 s: 38 s a trial, 8 s more again. */
  private static final TrialTime TRIAL = new TrialTime(Duration.ofSeconds(10),
      Duration.ofSeconds(2), 4, 10);

  @Test
  void beforeAnySettingRanEachIsExpectedToTakeTheModelledTrial() {
    SweepClock clock = new SweepClock(TRIAL, Optional.empty());

    assertEquals(Duration.ofSeconds(38), clock.perCandidate());
    assertEquals("2m32s", clock.left(4));
  }

  @Test
  void aSettingMeasuredAgainAddsItsDoubledWarmUp() {
    SweepClock clock = new SweepClock(TRIAL, Optional.empty());

    assertEquals("3m18s", clock.left(4, 1), "4 x 38 s, then 38 s and 8 s more");
  }

  @Test
  void theFirstTrialsMeasuredReplaceTheModelAndTrialsMeasuredAgainDoNot() {
    SweepClock clock = new SweepClock(TRIAL, Optional.empty());
    clock.finished(Duration.ofSeconds(90), false);
    clock.finished(Duration.ofSeconds(110), false);
    clock.finished(Duration.ofSeconds(500), true);

    assertEquals(Duration.ofSeconds(100), clock.perCandidate());
    assertEquals("5m00s", clock.left(3));
  }

  @Test
  void aQuarterOfTheSettingsAreLikelyToBeMeasuredAgainAndAtLeastOneOfTwo() {
    assertEquals(2, SweepClock.likelyAgain(8));
    assertEquals(3, SweepClock.likelyAgain(12));
    assertEquals(1, SweepClock.likelyAgain(2));
    assertEquals(0, SweepClock.likelyAgain(1));
  }

  @Test
  void aSettingThatWouldNotFitTheBudgetIsNotStarted() {
    SweepClock tight = new SweepClock(TRIAL, Optional.of(Duration.ofSeconds(5)));
    SweepClock roomy = new SweepClock(TRIAL, Optional.of(Duration.ofMinutes(5)));

    assertFalse(tight.fits());
    assertTrue(roomy.fits());
    assertEquals(7, roomy.fitting(8), "300 s hold 7 trials of 38 s");
  }
}
