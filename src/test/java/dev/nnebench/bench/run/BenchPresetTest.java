package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BenchPresetTest {

  @Test
  void everyPresetForksAtLeastOnce() {
    for (BenchPreset preset : BenchPreset.values()) {
      assertTrue(preset.defaults().forks() >= 1, preset.name());
    }
  }

  @Test
  void smokeIsOneShortIterationWithoutControls() {
    JmhSettings smoke = BenchPreset.SMOKE.defaults();

    assertEquals(1, smoke.iterations());
    assertEquals(Duration.ofMillis(100), smoke.iterationTime());
    assertTrue(smoke.controlIncludes().isEmpty());
  }

  @Test
  void presetsGrowInLength() {
    Duration smoke = TrialPlan.perTrial(BenchPreset.SMOKE.defaults());
    Duration quick = TrialPlan.perTrial(BenchPreset.QUICK.defaults());
    Duration full = TrialPlan.perTrial(BenchPreset.FULL.defaults());

    assertTrue(smoke.compareTo(quick) < 0 && quick.compareTo(full) < 0);
  }

  @Test
  void fileNameIsTheLowerCaseName() {
    assertEquals("quick.properties", BenchPreset.QUICK.fileName());
  }
}
