package dev.nnebench.run;

import dev.nnebench.preset.JmhKeys;
import dev.nnebench.cell.ParamSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TrialPlanTest {
  private static final JmhSettings SMOKE = JmhSettings.DEFAULTS.with(JmhKeys.of(Map.of(
      "warmupIterations", "1", "warmupTime", "100ms", "measurementIterations", "1",
      "measurementTime", "100ms")));

  @Test
  void countsMethodsTimesParameterCombinations() {
    Leg leg = Leg.main(List.of("CipherThroughput"), ParamSet.EMPTY);

    // 3 methods x bytes 2 x algorithm 3 x engine 2
    assertEquals(36, TrialPlan.of(SMOKE, leg).trials());
  }

  @Test
  void overridesReplaceTheAnnotatedValues() {
    Leg leg = Leg.main(List.of("CipherThroughput"),
        ParamSet.parse(Map.of("bytes", List.of("8192"), "engine", List.of("JCE"))));

    assertEquals(9, TrialPlan.of(SMOKE, leg).trials());
  }

  @Test
  void estimateIsTrialsTimesForkTime() {
    Leg leg = Leg.main(List.of("ChecksumThroughput.digest"), ParamSet.parse(Map.of("bytes", List.of("8192"),
        "algorithm", List.of("SHA1"), "engine", List.of("JCE"))));

    TrialPlan plan = TrialPlan.of(SMOKE, leg);

    assertEquals(1, plan.trials());
    assertEquals(TrialPlan.FORK_OVERHEAD.plus(Duration.ofMillis(200)), plan.estimate());
  }

  /* A pool fork fills its pool, then waits for its JIT to go quiet before a warmed trial. */
  @Test
  void aWarmedPoolForkIsPlannedWithItsWaitForAQuietJit() {
    Duration warmed = TrialPlan.setup("PoolThroughput.fetch", true);
    Duration unwarmed = TrialPlan.setup("PoolThroughput.fetch", false);

    assertTrue(warmed.compareTo(unwarmed.plusSeconds(5)) > 0, warmed + " vs " + unwarmed);
    assertTrue(unwarmed.compareTo(Duration.ZERO) > 0);
    assertTrue(TrialPlan.setup("ConnectStorm.storm", true).compareTo(Duration.ZERO) > 0);
    assertEquals(Duration.ZERO, TrialPlan.setup("CipherThroughput.encrypt", true));
  }

  @Test
  void nothingMatchingMeansNoTrials() {
    assertEquals(0, TrialPlan.of(SMOKE, Leg.main(List.of("NoSuchBenchmark"), ParamSet.EMPTY)).trials());
  }

  @Test
  void namesTheSelectedClasses() {
    assertEquals(Set.of("CipherThroughput", "ChecksumThroughput"),
        TrialPlan.classes(List.of("CipherThroughput", "ChecksumThroughput")));
  }
}
