package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.preset.SkipRule;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The plan refuses the compression cells a driver cannot run, and those measured twice. */
class CompressionCellsTest {
  private static final CellRule RULES = CellRules.beforeTarget(SkipRule.parse(""));

  private static Optional<Refusal> refusal(Map<String, String> cell) {
    return RULES.refusal(Cell.parse(cell));
  }

  @Test
  void aThresholdBelowWhatOjdbcAcceptsIsRefusedWithTheFix() {
    Refusal r = refusal(Map.of("compression", "high", "compressionThreshold", "100"))
        .orElseThrow();
    assertTrue(r.reported());
    assertTrue(r.reason().contains("below 200") && r.reason().contains("200 or more"),
        r.reason());
  }

  @Test
  void aThresholdWithoutCompressionIsLeftOutSilently() {
    Refusal r = refusal(Map.of("compression", "off", "compressionThreshold", "4096"))
        .orElseThrow();
    assertFalse(r.reported());
    assertEquals(Optional.empty(), refusal(Map.of("compression", "off",
        "compressionThreshold", "1024")));
  }

  @Test
  void compressionAtHighWithAnAcceptedThresholdRuns() {
    assertEquals(Optional.empty(), refusal(Map.of("compression", "high",
        "compressionThreshold", "200", "driver", "12")));
    assertEquals(Optional.empty(), refusal(Map.of("compression", "on")));
  }

  @Test
  void compressionOnASealedChannelBefore23IsRefusedWithTheReason() {
    Refusal r = refusal(Map.of("compression", "high", "driver", "19", "encryption", "AES256",
        "checksum", "SHA256")).orElseThrow();
    assertTrue(r.reported() && r.reason().contains("only ojdbc 23"), r.reason());
    assertTrue(refusal(Map.of("compression", "high", "driver", "21", "transport", "eztls"))
        .isPresent());
    assertEquals(Optional.empty(), refusal(Map.of("compression", "high", "driver", "19",
        "encryption", "NONE", "checksum", "NONE", "transport", "tcps")));
    assertEquals(Optional.empty(), refusal(Map.of("compression", "high", "driver", "23",
        "encryption", "AES256", "checksum", "SHA256")));
  }

  @Test
  void levelLowIsRefusedAsInputNamingWhy() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> Axes.COMPRESSION.parse("low"));
    assertTrue(e.getMessage().contains("LZO"), e.getMessage());
  }
}
