package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.results.Trial;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ForksExpectedTest {
  private static final PrecisionTarget FOUR_PERCENT =
      new PrecisionTarget(0.04, Duration.ofSeconds(60));

  @Test
  void aBarTwiceTheTargetAsksFourTimesTheForksAsFarAsTheCapAllows() {
    Duration fork = Duration.ofSeconds(10);

    assertEquals(3, UntilPrecise.forksExpected(0.08, 1, FOUR_PERCENT, fork, fork));
    // 40 s spent: two more forks of 10 s fit under the 60 s cap
    assertEquals(2, UntilPrecise.forksExpected(0.08, 1, FOUR_PERCENT,
        Duration.ofSeconds(40), fork));
    // just over the target: one more
    assertEquals(1, UntilPrecise.forksExpected(0.041, 2, FOUR_PERCENT, fork.multipliedBy(2),
        fork));
  }

  @Test
  void aForkOfOperationsLongerThanItsIterationsIsCountedAsTheyMadeIt() {
    JmhSettings settings = JmhSettings.DEFAULTS.with(dev.nnebench.preset.JmhKeys.NONE
        .with("warmupIterations", "1").with("warmupTime", "7s")
        .with("measurementIterations", "8").with("measurementTime", "500ms"));
    // 0.4 operations a second: 2.5 s each, so 3 in the 7 s warm-up and one per iteration
    Trial slow = fetch("0.4");
    Trial fast = fetch("10");
    Duration start = TrialPlan.FORK_OVERHEAD.plus(TrialPlan.setup(FETCH, true));

    assertEquals(start.plus(Duration.ofMillis(7_500 + 8 * 2_500)), ForkTime.of(slow, settings));
    assertEquals(start.plus(Duration.ofMillis(7_000 + 8 * 500)), ForkTime.of(fast, settings));
    assertEquals(TrialPlan.perTrial(settings, FETCH), ForkTime.of(fast, settings));
  }

  private static final String FETCH = "FetchThroughput.fetch";

  private static Trial fetch(String opsPerSecond) {
    return new Trial(Map.of(Trial.BENCHMARK, FETCH, Trial.SCORE, opsPerSecond, Trial.UNIT,
        "ops/s"));
  }

  @Test
  void aMissedBarReadsAboveItsTarget() {
    assertEquals("4.04", FOUR_PERCENT.missed(0.0404));
    assertEquals("8.8", FOUR_PERCENT.missed(0.088));
  }
}
