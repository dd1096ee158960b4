package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BenchRunTest {

  private static List<Leg> legs(String preset, Optional<Path> jvm) {
    BenchPlan plan = BenchPlan.load(preset, List.of(), List.of());
    return BenchRun.legs(plan.settings(), plan.paramSets(), jvm);
  }

  @Test
  void aSecondParameterSetRerunsOnlyTheBenchmarksThatTakeADriver() {
    List<Leg> legs = legs("quick", Optional.empty());

    // quick: drivers 23 and 19 make two sets; main and aes-off legs for each
    assertEquals(List.of("main", "main", "aes-off", "aes-off"),
        legs.stream().map(Leg::name).toList());
    assertTrue(legs.get(1).includes().stream().allMatch(
        p -> p.contains("FetchThroughput") || p.contains("ConnectCost")), legs.get(1).toString());
    // Fetch: 2 jce x 2 encryption x 2 checksum x 2 fetch sizes; Connect: 2 x 2 x 2 methods
    assertEquals(16 + 8, TrialPlan.of(JmhSettings.DEFAULTS, legs.get(1)).trials());
    assertEquals(0, TrialPlan.of(JmhSettings.DEFAULTS, legs.get(3)).trials());
  }

  @Test
  void aSecondJdkAddsItsOwnControlLegs() {
    List<Leg> legs = legs("quick", Optional.of(Path.of(System.getProperty("java.home"))));

    assertEquals(List.of("main", "main", "aes-off", "aes-off", "second-jdk", "second-jdk"),
        legs.stream().map(Leg::name).toList());
  }

  @Test
  void onlyConnectingBenchmarksNeedATarget() {
    assertTrue(BenchRun.needsTarget(legs("smoke", Optional.empty())));
    assertTrue(!BenchRun.needsTarget(List.of(Leg.main(List.of("CipherThroughput"),
        java.util.Map.of()))));
  }
}
