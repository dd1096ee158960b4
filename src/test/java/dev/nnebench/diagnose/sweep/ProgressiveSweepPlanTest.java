package dev.nnebench.diagnose.sweep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The line a sweep opens with states the sweep and what settings measured again would add. */
class ProgressiveSweepPlanTest {
  /* 38 s a first trial, 8 s more measured again. */
  private static final TrialTime TRIAL = new TrialTime(Duration.ofSeconds(10),
      Duration.ofSeconds(2), 4, 10);

  private static ProgressiveSweep.Pace pace(Optional<Duration> budget) {
    return new ProgressiveSweep.Pace(TRIAL, budget, 1, found -> List.of());
  }

  @Test
  void thePlanGivesTheSweepAndTheSweepWithTheLikelySettingsMeasuredAgain() {
    String plan = ProgressiveSweep.plan(8, pace(Optional.empty()));

    // 8 x 38 s = 5m04s; 2 again: 2 x (38 + 8) s more = 6m36s
    assertTrue(plan.startsWith("sweep: 8 settings, one at a time, estimated 5m04s, 6m36s if 2"
        + " must be measured again"), plan);
  }

  @Test
  void oneSettingHasNoneToMeasureAgainAndABudgetSaysHowManyFit() {
    String plan = ProgressiveSweep.plan(1, pace(Optional.of(Duration.ofSeconds(30))));

    assertTrue(plan.startsWith("sweep: 1 settings, one at a time, estimated 0m38s (time budget"
        + " 0m30s: 0 of them fit)"), plan);
  }
}
