package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SkipLinesTest {
  @Test
  void aReasonNamingItsCellIsCountedOnceWithoutTheCell() {
    List<String> lines = SkipLines.grouped(List.of(
        "jce=false without NNE: nothing to encrypt (driver=19, fetchSize=10)",
        "jce=false without NNE: nothing to encrypt (driver=19, fetchSize=1000)",
        "the preset skips encryption=NONE & checksum=SHA256"));

    assertEquals(List.of("skipped 2 cells: jce=false without NNE: nothing to encrypt",
        "skipped: the preset skips encryption=NONE & checksum=SHA256"), lines);
  }

  @Test
  void onlyTheTrailingGroupIsLeftOutAndNestedParenthesesStayWhole() {
    assertEquals("shown once (a=(1)), not again",
        SkipLines.withoutCell("shown once (a=(1)), not again (b=(2), c=3)"));
    assertEquals("no cell here", SkipLines.withoutCell("no cell here"));
    assertEquals("unbalanced)", SkipLines.withoutCell("unbalanced)"));
  }

  @Test
  void quicksDroppedCellsTakeALinePerReason() {
    List<String> skipped = new ArrayList<>();
    Planned.jobs(BenchPlan.load("quick", List.of(), List.of()), cell -> Optional.empty(),
        skipped::add);

    List<String> lines = SkipLines.grouped(skipped);
    // two per-driver reasons, eleven preset rules (one pair per question, one of them over the
    // link, on a shape of its own)
    assertTrue(lines.size() <= 13, lines.toString());
    assertEquals(skipped.stream().distinct().count(), lines.stream()
        .mapToLong(l -> l.startsWith("skipped: ") ? 1
            : Long.parseLong(l.substring("skipped ".length(), l.indexOf(" cells")))).sum());
  }
}
