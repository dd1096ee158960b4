package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.report.Report;
import dev.nnebench.report.ci.JunitXml;
import dev.nnebench.report.compare.ComparedAnswer;
import dev.nnebench.report.figure.SyntheticRuns;
import dev.nnebench.results.TrialCsv;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineCheckTest {
  @TempDir Path tmp;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int gate(Path baseline, Path run) throws Exception {
    return BaselineCheck.exitCode(BaselineCheck.before(baseline, ComparedAnswer.DEFAULT_TOLERANCE)
        .after(run, Report.write(run, TrialCsv.read(run.resolve(TrialCsv.FILE_NAME))),
            Duration.ofSeconds(63), new PrintWriter(out, true), new PrintWriter(err, true)));
  }

  private Path run(String name, double plain, double aesSha, double sha) throws Exception {
    return SyntheticRuns.write(tmp.resolve(name), SyntheticRuns.run(plain, aesSha, sha));
  }

  @Test
  void anIdenticalBaselinePassesSayingHowManyAnswersWereChecked() throws Exception {
    int code = gate(run("baseline", 2, 3, 2.2), run("run", 2, 3, 2.2));

    assertEquals(ExitCodes.OK, code);
    assertEquals("", err.toString());
    assertEquals("baseline " + tmp.resolve("baseline") + ": 5 answers checked, none regressed",
        out.toString().strip());
  }

  @Test
  void aBetterBaselineFailsWithOneLinePerRegressedAnswer() throws Exception {
    int code = gate(run("baseline", 2, 1.5, 2.2), run("run", 2, 3, 2.2));

    assertEquals(ExitCodes.REGRESSED, code);
    assertEquals(7, code);
    var lines = err.toString().strip().lines().toList();
    assertEquals(2, lines.size(), err.toString());
    assertTrue(lines.stream().allMatch(l -> l.startsWith("regressed: ")), err.toString());
    assertTrue(lines.get(0).startsWith("regressed: NNE cost "), err.toString());
    assertTrue(lines.get(1).startsWith("regressed: fetch cell "), err.toString());
  }

  @Test
  void theVerdictsLandInTheRunDirectoryAsJunitXmlWithOneFailurePerRegressedAnswer()
      throws Exception {
    Path run = run("run", 2, 3, 2.2);

    gate(run("baseline", 2, 1.5, 2.2), run);

    String xml = Files.readString(run.resolve(JunitXml.FILE_NAME));
    assertTrue(xml.contains("<testsuites name=\"nnebench gate\" tests=\"5\" failures=\"2\""
        + " errors=\"0\" time=\"63.000\">"), xml);
    assertEquals(2, xml.split("<failure ", -1).length - 1, xml);
  }

  @Test
  void aWorseBaselinePasses() throws Exception {
    assertEquals(ExitCodes.OK, gate(run("baseline", 2, 6, 2.2), run("run", 2, 3, 2.2)));
    assertEquals("", err.toString());
  }

  @Test
  void aMissingBaselineIsAUsageError() {
    Path absent = tmp.resolve("absent");

    NnebenchException e =
        assertThrows(NnebenchException.class,
            () -> BaselineCheck.before(absent, ComparedAnswer.DEFAULT_TOLERANCE));

    assertEquals(ExitCodes.USAGE, e.exitCode());
    assertEquals(absent + " is not a directory; give a run directory under target/nnebench/",
        e.getMessage());
  }
}
