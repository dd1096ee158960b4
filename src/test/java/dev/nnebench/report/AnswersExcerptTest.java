package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnswersExcerptTest {
  @TempDir Path dir;

  @Test
  void takesTheAnswersSectionOnly() throws Exception {
    Path md = Files.write(dir.resolve("report.md"), List.of("# nnebench report: x", "intro",
        "## Answers", "", "### NNE cost", "- 1.5x", "## Charts", "![c](c.png)"));

    assertEquals(List.of("## Answers", "", "### NNE cost", "- 1.5x"), AnswersExcerpt.of(md));
  }

  @Test
  void aReportWithoutAnswersGivesNothing() throws Exception {
    Path md = Files.write(dir.resolve("report.md"), List.of("# nnebench report: x", "## Charts"));

    assertEquals(List.of(), AnswersExcerpt.of(md));
  }
}
