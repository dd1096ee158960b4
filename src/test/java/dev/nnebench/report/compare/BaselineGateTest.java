package dev.nnebench.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.Report;
import dev.nnebench.report.WrittenReport;
import dev.nnebench.report.figure.SyntheticRuns;
import dev.nnebench.results.Trial;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineGateTest {
  @TempDir Path tmp;
  /* Plain 2 s/GB, AES256+SHA256 3 s/GB (NNE cost 1.5x), SHA256 alone 2.2 s/GB (1.1x). */
  private final List<Trial> fresh = SyntheticRuns.run(2, 3, 2.2);

  private BaselineGate.Outcome against(List<Trial> baseline) {
    return BaselineGate.of(tmp, baseline, ComparedAnswer.DEFAULT_TOLERANCE).check(fresh);
  }

  @Test
  void anIdenticalBaselinePasses() {
    BaselineGate.Outcome outcome = against(SyntheticRuns.run(2, 3, 2.2));

    assertTrue(outcome.passed());
    assertTrue(outcome.regressionLines().isEmpty());
    assertEquals("baseline " + tmp + ": 5 answers checked, none regressed", outcome.summary());
  }

  @Test
  void aBaselineWhoseAesCellCostHalfFailsOnceForEachAnswerItMoves() {
    BaselineGate.Outcome outcome = against(SyntheticRuns.run(2, 1.5, 2.2));

    assertFalse(outcome.passed());
    List<String> lines = outcome.regressionLines();
    assertEquals(2, lines.size(), lines.toString());
    assertTrue(lines.get(0).matches(
        "regressed: NNE cost .+: 0\\.7\\d+× ± \\S+ -> 1\\.\\d+× ± \\S+"), lines.get(0));
    assertTrue(lines.get(1).matches("regressed: fetch cell .*encryption=AES256.*: 1\\.\\d+ ± \\S+"
        + " s/GB -> 3\\.\\d+ ± \\S+ s/GB"), lines.get(1));
    assertEquals("baseline " + tmp + ": 5 answers checked, 2 regressed", outcome.summary());
  }

  @Test
  void aMoveBeyondBothBarsButWithinTheToleranceIsDriftAndPasses() {
    // AES256+SHA256 costs 4.5 % more than in the baseline: bars of ~2 % apart, under 10 %
    List<Trial> baseline = SyntheticRuns.run(2, 2.87, 2.2);

    BaselineGate.Outcome outcome = against(baseline);
    BaselineGate.Outcome strict = BaselineGate.of(tmp, baseline, 0.0).check(fresh);

    assertTrue(outcome.passed(), outcome.regressionLines().toString());
    assertEquals(1, outcome.comparison().with(ComparedAnswer.Verdict.DRIFT).size());
    assertFalse(strict.passed());
    assertEquals(1, strict.regressed().size(), strict.regressionLines().toString());
    assertTrue(strict.regressionLines().get(0).contains("encryption=AES256"),
        strict.regressionLines().toString());
  }

  @Test
  void aBaselineWorseThanTheNewRunPasses() {
    BaselineGate.Outcome outcome = against(SyntheticRuns.run(2, 6, 2.2));

    assertTrue(outcome.passed());
    assertEquals(2, outcome.comparison().with(ComparedAnswer.Verdict.BETTER).size());
  }

  @Test
  void aBaselineWithNothingInCommonPassesButSaysNothingWasChecked() {
    List<Trial> other = List.of(SyntheticRuns.fetch("AES128", "NONE", 2));

    BaselineGate.Outcome outcome = against(other);

    assertTrue(outcome.passed());
    assertTrue(outcome.summary().contains("no answer in common with this run, nothing checked"),
        outcome.summary());
  }

  @Test
  void judgesARunJustWrittenAgainstABaselineDirectory() throws Exception {
    Path baseline = SyntheticRuns.write(tmp.resolve("baseline"), SyntheticRuns.run(2, 1.5, 2.2));
    WrittenReport run = Report.write(Files.createDirectories(tmp.resolve("run")), fresh);

    BaselineGate.Outcome outcome =
        BaselineGate.of(baseline, ComparedAnswer.DEFAULT_TOLERANCE).check(run);

    assertEquals(2, outcome.regressed().size());
    assertTrue(outcome.summary().startsWith("baseline " + baseline + ": "), outcome.summary());
  }

  @Test
  void aBaselineThatIsNoRunIsRefusedBeforeAnythingRuns() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> BaselineGate.of(tmp.resolve("absent"), ComparedAnswer.DEFAULT_TOLERANCE));

    assertTrue(e.getMessage().endsWith("is not a directory; give a run directory under"
        + " target/nnebench/"), e.getMessage());
  }
}
