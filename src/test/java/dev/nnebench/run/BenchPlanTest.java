package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchPlanTest {

  @Test
  void presetAxesBecomeParametersAndJmhKeysSettings() {
    BenchPlan plan = BenchPlan.load("smoke", List.of(), List.of());

    assertEquals(Duration.ofMillis(100), plan.settings().iterationTime());
    assertEquals(0, plan.settings().warmupIterations());
    assertEquals(List.of("NONE", "AES256"), plan.settings().params().values(Axes.require("encryption")));
    assertEquals(List.of("8192"), plan.settings().params().values(Axes.require("bytes")));
    assertTrue(plan.settings().controlIncludes().isEmpty());
  }

  @Test
  void commandLineOverridesWin() {
    BenchPlan plan = BenchPlan.load("smoke", List.of("fetchSize=1,10"), List.of());

    assertEquals(List.of("1", "10"), plan.settings().params().values(Axes.require("fetchSize")));
  }

  @Test
  void includeKeepsOnlyTheControlsItNames() {
    BenchPlan plan = BenchPlan.load("full", List.of(), List.of("FetchThroughput"));

    assertEquals(List.of("FetchThroughput"), plan.settings().includes());
    assertTrue(plan.settings().controlIncludes().isEmpty());
    assertEquals(List.of("CipherThroughput"), BenchPlan.load("full", List.of(),
        List.of("CipherThroughput")).settings().controlIncludes());
  }

  @Test
  void publishedPresetsRunTheWriteUpsDriverBesideTodays() {
    for (String preset : List.of("1gb", "narrow", "wide")) {
      assertEquals(List.of("12", "19", "23"), BenchPlan.load(preset, List.of(), List.of())
          .settings().params().values(Axes.require("driver")), preset);
    }
    BenchPlan aesNi = BenchPlan.load("aesni", List.of(), List.of());
    assertEquals(List.of("FetchThroughput"), aesNi.settings().controlIncludes());
  }

  @Test
  void legacyCryptoRefusalsAreListed() {
    BenchPlan plan = BenchPlan.load("full", List.of(), List.of());

    assertTrue(plan.refused().stream().anyMatch(r -> r.contains("3DES168")), plan.refused()
        .toString());
  }

  @Test
  void paramWithoutValuesIsRefusedWithAnExample() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> BenchPlan.load("smoke", List.of("fetchSize="), List.of()));

    assertEquals("-p fetchSize= is not NAME=VALUES; write e.g. -p fetchSize=10,1000",
        e.getMessage());
  }
}
