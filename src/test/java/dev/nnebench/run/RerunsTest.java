package dev.nnebench.run;

import dev.nnebench.preset.JmhKeys;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class RerunsTest {
  @Test
  void givesAsManyReRunsAsAllowedThenNone() {
    Reruns two = new Reruns(2);

    assertTrue(two.take());
    assertTrue(two.take());
    assertFalse(two.take());
    assertFalse(new Reruns(0).take());
  }

  @Test
  void aTrialMetAfterThemIsKeptAndFlagged() {
    assertEquals("  not steady: FetchThroughput.fetch {fetchSize=10} (trend +14 % > ±12 %); the"
        + " run's 2 reruns (jmh.reruns) already made: kept, flagged ⚠ in the report",
        new Reruns(2).spentLine("FetchThroughput.fetch {fetchSize=10}", "trend +14 % > ±12 %"));
  }

  @Test
  void presetsBoundThemAndAreUnboundedByDefault() {
    assertEquals(Integer.MAX_VALUE, JmhSettings.DEFAULTS.reruns());
    assertEquals(2, JmhSettings.DEFAULTS.with(JmhKeys.of(Map.of("reruns", "2"))).reruns());
    assertEquals(1, BenchPlan.load("quick", java.util.List.of(), java.util.List.of()).settings()
        .reruns());
    assertThrows(IllegalArgumentException.class,
        () -> JmhSettings.DEFAULTS.with(JmhKeys.of(Map.of("reruns", "-1"))));
  }
}
