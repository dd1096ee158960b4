package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JmhSettingsTest {

  @Test
  void presetKeysOverrideOnlyWhatTheyName() {
    JmhSettings s = JmhSettings.DEFAULTS.with(Map.of(
        "forks", "2", "measurementTime", "2s", "warmupTime", "250ms",
        "param.fetchSize", "10, 1000"));

    assertEquals(2, s.forks());
    assertEquals(Duration.ofSeconds(2), s.iterationTime());
    assertEquals(Duration.ofMillis(250), s.warmupTime());
    assertEquals(List.of("10", "1000"), s.params().get("fetchSize"));
    assertEquals(JmhSettings.DEFAULTS.iterations(), s.iterations());
    assertEquals(JmhSettings.DEFAULTS.controlIncludes(), s.controlIncludes());
  }

  @Test
  void blankControlIncludeTurnsControlsOff() {
    assertTrue(JmhSettings.DEFAULTS.with(Map.of("control.include", "")).controlIncludes()
        .isEmpty());
  }

  @Test
  void zeroForksIsRefusedWithTheReason() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> JmhSettings.DEFAULTS.with(Map.of("forks", "0")));

    assertTrue(e.getMessage().startsWith("jmh.forks must be >= 1"), e.getMessage());
  }

  @Test
  void badDurationNamesTheKeyAndTheForm() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> JmhSettings.DEFAULTS.with(Map.of("warmupTime", "soon")));

    assertEquals("jmh.warmupTime must look like 500ms or 2s, got soon", e.getMessage());
  }

  @Test
  void badNumberNamesTheKey() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> JmhSettings.DEFAULTS.with(Map.of("measurementIterations", "x")));

    assertEquals("jmh.measurementIterations must be a whole number, got x", e.getMessage());
  }

  @Test
  void unknownKeyIsRefusedWithTheKnownOnes() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> JmhSettings.DEFAULTS.with(Map.of("fork", "1")));

    assertTrue(e.getMessage().startsWith("unknown key jmh.fork; use jmh.[forks,"),
        e.getMessage());
  }
}
