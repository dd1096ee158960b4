package dev.nnebench.diagnose.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The sweep's estimate starts from the profile and follows what the settings took. */
class SweepClockTest {
  @Test
  void aSlowFetchMakesEachIterationAsLongAsOnePairedFetch() {
    // 14 iterations of 1 s, but a paired fetch of 2 x 2 s: each iteration lasts 4 s
    SweepClock clock = new SweepClock(14, Duration.ofSeconds(1), Duration.ofSeconds(2),
        Duration.ZERO, Optional.empty());

    assertEquals(SweepClock.FORK_START.plusSeconds(56), clock.perCandidate());
  }

  @Test
  void aQuickFetchAddsHalfAPairedFetchToEachIterationAndTheForkConnectsTwice() {
    // the url case read on 1,000 rows: 0.62 s at fetch size 10 behind 5 ms, connects of
    // 1.8 s: each iteration 1 s + 0.62 s, the fork's two connects 3.6 s
    SweepClock clock = new SweepClock(14, Duration.ofSeconds(1), Duration.ofMillis(620),
        Duration.ofMillis(1_800), Optional.empty());

    assertEquals(SweepClock.FORK_START.plusMillis(3_600 + 14 * 1_620), clock.perCandidate());
  }

  @Test
  void theSettingsMeasuredReplaceTheFirstGuess() {
    SweepClock clock = new SweepClock(14, Duration.ofSeconds(1), Duration.ofMillis(10),
        Duration.ZERO, Optional.empty());
    clock.finished(Duration.ofSeconds(90));
    clock.finished(Duration.ofSeconds(110));

    assertEquals(Duration.ofSeconds(100), clock.perCandidate());
    assertEquals("5m00s", clock.left(3));
  }

  @Test
  void aSettingThatWouldNotFitTheBudgetIsNotStarted() {
    SweepClock tight = new SweepClock(14, Duration.ofSeconds(1), Duration.ofMillis(10),
        Duration.ZERO, Optional.of(Duration.ofSeconds(5)));
    SweepClock roomy = new SweepClock(14, Duration.ofSeconds(1), Duration.ofMillis(10),
        Duration.ZERO, Optional.of(Duration.ofMinutes(5)));

    assertFalse(tight.fits());
    assertTrue(roomy.fits());
  }
}
