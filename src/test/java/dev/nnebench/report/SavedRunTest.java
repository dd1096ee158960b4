package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.nnebench.results.TrialCsv;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A quick-preset run saved before the results model and the answer registry (results.csv and the
 * report.md that run wrote): regenerating its report must give the same Summary, the same answers,
 * the same charts and the same full tables; only the title (the directory name) differs.
 */
class SavedRunTest {
  private static final String FIXTURE = "quick-before/";

  @TempDir Path dir;

  @Test
  void regeneratesTheSummaryAndEveryAnswerOfARunSavedBefore() throws IOException {
    List<String> now = regenerated();
    List<String> before = saved();

    assertFalse(section(before, "## Summary", "## Charts").isEmpty());
    assertEquals(section(before, "## Summary", "## Charts"), section(now, "## Summary",
        "## Charts"));
  }

  @Test
  void regeneratesEveryRowOfTheFullTables() throws IOException {
    List<String> before = saved();

    assertEquals(section(before, "## Full tables", "## Environment"),
        section(regenerated(), "## Full tables", "## Environment"));
  }

  @Test
  void drawsTheSameChartsUnderTheSameTitles() throws IOException {
    List<String> before = saved();

    assertEquals(section(before, "## Charts", "## Full tables"),
        section(regenerated(), "## Charts", "## Full tables"));
  }

  private List<String> regenerated() throws IOException {
    Files.write(dir.resolve(TrialCsv.FILE_NAME), resource(TrialCsv.FILE_NAME));
    Report.regenerate(dir);
    return Files.readAllLines(dir.resolve(Report.FILE_NAME));
  }

  private static List<String> saved() throws IOException {
    return new String(resource(Report.FILE_NAME), StandardCharsets.UTF_8).lines().toList();
  }

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = SavedRunTest.class.getResourceAsStream(FIXTURE + name)) {
      return Objects.requireNonNull(in, FIXTURE + name).readAllBytes();
    }
  }

  /* The lines from the heading {@code from} up to (without) the heading {@code to}. */
  private static List<String> section(List<String> lines, String from, String to) {
    int start = lines.indexOf(from);
    int end = lines.indexOf(to);
    return start < 0 || end < start ? List.of() : lines.subList(start, end);
  }
}
