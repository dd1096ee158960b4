package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrialPlanTest {

  @Test
  void countsMethodsTimesParameterCombinations() {
    JmhSettings s = BenchPreset.SMOKE.defaults().withIncludes(List.of("CipherThroughput"));

    // 3 methods x bytes 2 x algorithm 3 x engine 2
    assertEquals(36, TrialPlan.of(s, 1).trials());
  }

  @Test
  void overridesReplaceTheAnnotatedValues() {
    JmhSettings s = BenchPreset.SMOKE.defaults()
        .withIncludes(List.of("CipherThroughput"))
        .withParam("bytes", List.of("8192"))
        .withParam("engine", List.of("JCE"));

    assertEquals(9, TrialPlan.of(s, 1).trials());
    assertEquals(18, TrialPlan.of(s, 2).trials());
  }

  @Test
  void estimateIsTrialsTimesForkTime() {
    JmhSettings s = BenchPreset.SMOKE.defaults()
        .withIncludes(List.of("ChecksumThroughput.digest"))
        .withParam("bytes", List.of("8192"))
        .withParam("algorithm", List.of("SHA1"))
        .withParam("engine", List.of("JCE"));

    TrialPlan plan = TrialPlan.of(s, 1);

    assertEquals(1, plan.trials());
    assertEquals(TrialPlan.FORK_OVERHEAD.plus(Duration.ofMillis(200)), plan.estimate());
  }

  @Test
  void nothingMatchingMeansNoTrials() {
    JmhSettings s = BenchPreset.SMOKE.defaults().withIncludes(List.of("NoSuchBenchmark"));

    assertEquals(0, TrialPlan.of(s, 1).trials());
  }
}
