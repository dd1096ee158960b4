package dev.nnebench.report.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.Report;
import dev.nnebench.report.SavedRuns;
import dev.nnebench.report.WrittenReport;
import dev.nnebench.report.figure.Measured;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Summary appended to $GITHUB_STEP_SUMMARY: only when the variable names a file, after what
 * earlier steps wrote there, with the report's answer lines as report.md has them, the gate's
 * regressed answers with their figures, and never past GitHub's 1 MiB.
 */
class StepSummaryTest {
  @TempDir Path dir;

  @Test
  void theFileIsTheOneTheVariableNames() {
    assertEquals(Path.of("/tmp/step"), StepSummary.file(Map.of("GITHUB_STEP_SUMMARY",
        "/tmp/step")).orElseThrow());
    assertTrue(StepSummary.file(Map.of()).isEmpty());
    assertTrue(StepSummary.file(Map.of("GITHUB_STEP_SUMMARY", " ")).isEmpty());
  }

  @Test
  void theRunsSummaryIsAppendedAfterEarlierSteps() throws Exception {
    Path run = SavedRuns.copy("aesni-pre-typed", dir.resolve("20261128-103113"));
    WrittenReport report = Report.regenerate(run);
    Path file = dir.resolve("step-summary.md");
    Files.writeString(file, "## build\n\nok\n");

    StepSummary.append(file, StepSummary.of(run, report));

    List<String> lines = Files.readAllLines(file);
    assertEquals(List.of("## build", "", "ok", "## nnebench: 20261128-103113", ""),
        lines.subList(0, 5));
    assertTrue(lines.get(5).startsWith("- "), lines.get(5));
    List<String> answers = report.summary().stream().filter(l -> l.startsWith("- ")).toList();
    assertTrue(!answers.isEmpty() && lines.containsAll(answers), lines.toString());
    assertTrue(Files.readString(run.resolve(Report.FILE_NAME)).contains(answers.get(0)));
  }

  @Test
  void theGatesRegressedAnswersAreListedWithTheirFigures() {
    GateFigures figures = new GateFigures(Measured.of(1.42, 0.02), Measured.of(1.52, 0.02), "×",
        true, 0.05);
    AnswerName name = new AnswerName("nne-cost", "", Cell.EMPTY.withText(Axes.DRIVER, "19"));
    GateReport gate = new GateReport("baseline runs/a", List.of(
        new GatedAnswer(name, "NNE cost", Verdict.REGRESSED, figures, "worse")), Duration.ZERO);

    List<String> lines = StepSummary.of(gate);

    assertEquals("**Gate** against baseline runs/a: 1 answer judged, 1 regressed, 0 without a"
        + " bar.", lines.get(0));
    assertEquals("- :x: NNE cost `nne-cost (driver=19)`: 1.52× ± 0.0200 vs 1.42× ± 0.0200:"
        + " +7.0 % (higher is worse; limit 5.0 %)", lines.get(2));
  }

  @Test
  void aSummaryNeverGrowsPastOneMebibyte() throws Exception {
    Path file = dir.resolve("step-summary.md");
    Files.writeString(file, "x".repeat((int) StepSummary.MOST_BYTES - 200));

    StepSummary.append(file, List.of("a".repeat(100), "b".repeat(100), "c".repeat(100)));

    assertTrue(Files.size(file) <= StepSummary.MOST_BYTES, Files.size(file) + " bytes");
    String text = Files.readString(file, StandardCharsets.UTF_8);
    assertTrue(text.endsWith("a step summary holds at most 1 MiB)\n"), text.substring(
        text.length() - 200));
  }
}
