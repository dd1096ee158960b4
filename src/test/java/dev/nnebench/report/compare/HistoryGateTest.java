package dev.nnebench.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.ci.GateReport;
import dev.nnebench.report.ci.GatedAnswer;
import dev.nnebench.report.ci.Verdict;
import dev.nnebench.report.figure.SyntheticRuns;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryGateTest {
  @TempDir Path tmp;

  /* A history whose AES256+SHA256 cell cost these s/GB, run by run. */
  private Path history(double... aesCosts) throws IOException {
    Path dir = tmp.resolve("history");
    for (int i = 0; i < aesCosts.length; i++) {
      Path run = Files.createDirectories(dir.resolve("2026112" + i + "-120000"));
      TrialCsv.write(run.resolve(TrialCsv.FILE_NAME), SyntheticRuns.run(2, aesCosts[i], 2.2));
    }
    return dir;
  }

  private static GateReport check(Path history, double aesCost) throws IOException {
    List<Trial> fresh = SyntheticRuns.run(2, aesCost, 2.2);
    return HistoryGate.of(history, 0.10).check(Questions.answers(fresh), Duration.ZERO);
  }

  private static GatedAnswer nneCost(GateReport report) {
    return report.answers().stream().filter(a -> a.name().id().equals("nne-cost")).findFirst()
        .orElseThrow(() -> new AssertionError(report.answers().toString()));
  }

  @Test
  void aDirectoryOfRunsIsAHistoryAndARunIsNot() throws IOException {
    Path dir = history(3, 3, 3);
    assertTrue(HistoryGate.isHistory(dir));
    assertFalse(HistoryGate.isHistory(HistoryGate.runDirs(dir).get(0)));
  }

  @Test
  void theSameCodeAsTheHistoryPasses() throws IOException {
    assertTrue(check(history(3, 3.03, 2.97, 3), 3).passed());
  }

  @Test
  void aTightHistoryCatchesAMoveUnderTheFixedTolerance() throws IOException {
    // runs within 0.3 %: the tolerance is the 2 % floor, and 6 % more is caught (10 % would not)
    GatedAnswer a = nneCost(check(history(3, 3.01, 2.99, 3, 3), 3.18));
    assertEquals(Verdict.REGRESSED, a.verdict(), a.reason());
    assertEquals(0.02, a.figures().limit(), 1e-9);
  }

  @Test
  void aHistoryThatMovesFromRunToRunGatesLoosely() throws IOException {
    // runs 8 % apart: 6 % more is within that answer's own tolerance
    GatedAnswer a = nneCost(check(history(3, 3.25, 2.8, 3.1, 2.9), 3.18));
    assertEquals(Verdict.PASSED, a.verdict(), a.reason());
    assertTrue(a.figures().limit() > 0.06, a.reason());
  }

  @Test
  void tooShortAHistoryFallsBackToTheFixedTolerance() throws IOException {
    GatedAnswer a = nneCost(check(history(3, 3), 3.18));
    assertEquals(0.10, a.figures().limit(), 1e-9);
    assertEquals(Verdict.PASSED, a.verdict());
    assertTrue(a.reason().contains("too few runs"), a.reason());
  }
}
