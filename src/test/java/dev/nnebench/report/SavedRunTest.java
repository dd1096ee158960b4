package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Runs saved before the results model, the typed core and the answer registry (results.csv and
 * the report.md each run wrote): regenerating each report must give the same Summary, the same
 * answers, the same charts and the same full tables; only the title (the directory name) differs.
 */
class SavedRunTest {
  static final List<String> RUNS = SavedRuns.ALL;

  @TempDir Path dir;

  @ParameterizedTest
  @FieldSource("RUNS")
  void regeneratesTheSummaryEveryAnswerTheChartsAndTheFullTables(String run) throws IOException {
    Report.regenerate(SavedRuns.copy(run, dir));
    List<String> now = Files.readAllLines(dir.resolve(Report.FILE_NAME));
    List<String> before = SavedRuns.report(run);

    assertFalse(section(before, "## Summary", "## Answers").isEmpty());
    assertEquals(section(before, "## Summary", "## Charts"), section(now, "## Summary",
        "## Charts"));
    assertEquals(section(before, "## Charts", "## Full tables"),
        section(now, "## Charts", "## Full tables"));
    assertEquals(section(before, "## Full tables", "## Environment"),
        section(now, "## Full tables", "## Environment"));
  }

  /* The lines from the heading {@code from} up to (without) the heading {@code to}. */
  private static List<String> section(List<String> lines, String from, String to) {
    int start = lines.indexOf(from);
    int end = lines.indexOf(to);
    return start < 0 || end < start ? List.of() : lines.subList(start, end);
  }
}
