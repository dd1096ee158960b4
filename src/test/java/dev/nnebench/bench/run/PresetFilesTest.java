package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PresetFilesTest {
  @TempDir Path config;

  @Test
  void missingFileMeansTheBuiltInDefaults() {
    assertEquals(BenchPreset.FULL.defaults(), PresetFiles.load(BenchPreset.FULL, config));
  }

  @Test
  void fileIsAppliedOnTopOfThePreset() throws Exception {
    Files.writeString(config.resolve("smoke.properties"), "jmh.forks=2\nrows=5\n");

    assertEquals(2, PresetFiles.load(BenchPreset.SMOKE, config).forks());
  }

  @Test
  void paramOverrideSplitsValues() {
    JmhSettings s = PresetFiles.applyParam(BenchPreset.SMOKE.defaults(), "fetchSize=1,10");

    assertEquals(List.of("1", "10"), s.params().get("fetchSize"));
  }

  @Test
  void paramWithoutValuesIsRefusedWithAnExample() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> PresetFiles.applyParam(BenchPreset.SMOKE.defaults(), "fetchSize="));

    assertEquals("-p fetchSize= is not NAME=VALUES; write e.g. -p fetchSize=10,1000",
        e.getMessage());
  }
}
