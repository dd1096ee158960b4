package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Cell;
import dev.nnebench.preset.SkipRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The plan's rules on typed cells: which refusals are reported and which are silent. */
class CellRulesTest {
  private static final CellRule BEFORE_TARGET =
      CellRules.beforeTarget(SkipRule.parse("fetchSize=10 & checksum=NONE"));

  private static Optional<Refusal> refusal(Map<String, String> cell) {
    return BEFORE_TARGET.refusal(Cell.parse(cell));
  }

  @Test
  void anAlgorithmTheDriverLacksIsRefusedSilentlyTheSweepSaysWhy() {
    Refusal r = refusal(Map.of("driver", "23", "encryption", "3DES168", "checksum", "NONE"))
        .orElseThrow();
    assertFalse(r.reported());
    assertTrue(r.reason().contains("3DES168 encryption was removed in ojdbc 23"), r.reason());
  }

  @Test
  void theSkipRuleAndThePoolRuleAreReported() {
    Refusal skip = refusal(Map.of("fetchSize", "10", "checksum", "none", "encryption", "AES256"))
        .orElseThrow();
    assertEquals(Refusal.reported("the preset skips fetchSize=10 & checksum=NONE"), skip);
    Refusal pool = refusal(Map.of("threads", "2", "poolSize", "4")).orElseThrow();
    assertTrue(pool.reported() && pool.reason().startsWith("poolSize > threads"), pool.reason());
  }

  @Test
  void aCellNoRuleRefusesRuns() {
    assertEquals(Optional.empty(), refusal(Map.of("driver", "21", "encryption", "3DES168",
        "checksum", "SHA256", "fetchSize", "10", "threads", "4", "poolSize", "4")));
  }

  @Test
  void onlyReportedRefusalsReachTheSkippedLines() {
    List<String> skipped = new ArrayList<>();
    Planned.jobs(BenchPlan.load("full", List.of(), List.of("FetchThroughput")), CellRule.NONE,
        skipped::add);
    assertTrue(skipped.stream().noneMatch(s -> s.contains("was removed in ojdbc")), skipped
        .toString());
  }
}
