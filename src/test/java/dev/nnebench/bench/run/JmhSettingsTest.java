package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class JmhSettingsTest {

  private static Properties file(String... keyValues) {
    Properties p = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return p;
  }

  @Test
  void fileKeysOverrideOnlyWhatTheyName() {
    JmhSettings s = BenchPreset.QUICK.defaults().with(file(
        "jmh.forks", "2", "jmh.measurement.time", "2s", "jmh.warmup.time", "250ms",
        "jmh.param.fetchSize", "10, 1000", "shapes", "not a jmh key"));

    assertEquals(2, s.forks());
    assertEquals(Duration.ofSeconds(2), s.iterationTime());
    assertEquals(Duration.ofMillis(250), s.warmupTime());
    assertEquals(List.of("10", "1000"), s.params().get("fetchSize"));
    assertEquals(BenchPreset.QUICK.defaults().iterations(), s.iterations());
    assertEquals(BenchPreset.QUICK.defaults().controlIncludes(), s.controlIncludes());
  }

  @Test
  void blankControlIncludeTurnsControlsOff() {
    JmhSettings s = BenchPreset.QUICK.defaults().with(file("jmh.control.include", ""));

    assertTrue(s.controlIncludes().isEmpty());
  }

  @Test
  void zeroForksIsRefusedWithTheReason() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> BenchPreset.SMOKE.defaults().with(file("jmh.forks", "0")));

    assertTrue(e.getMessage().contains("jmh.forks must be >= 1"), e.getMessage());
  }

  @Test
  void badDurationNamesTheKeyAndTheForm() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> BenchPreset.SMOKE.defaults().with(file("jmh.warmup.time", "soon")));

    assertEquals("jmh.warmup.time must look like 500ms or 2s, got soon", e.getMessage());
  }

  @Test
  void badNumberNamesTheKey() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> BenchPreset.SMOKE.defaults().with(file("jmh.measurement.iterations", "x")));

    assertEquals("jmh.measurement.iterations must be a whole number, got x", e.getMessage());
  }
}
