package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SummaryExcerptTest {
  @TempDir Path dir;

  @Test
  void takesTheSummarySectionOnly() throws Exception {
    Path md = Files.write(dir.resolve("report.md"), List.of("# nnebench report: x", "",
        "## Summary", "", "- NNE costs 1.5x", "", "## Answers", "### NNE cost", "- 1.5x"));

    assertEquals(List.of("## Summary", "", "- NNE costs 1.5x", ""), SummaryExcerpt.of(md));
  }

  @Test
  void aReportWithoutSummaryGivesNothing() throws Exception {
    Path md = Files.write(dir.resolve("report.md"), List.of("# nnebench report: x", "## Charts"));

    assertEquals(List.of(), SummaryExcerpt.of(md));
  }
}
