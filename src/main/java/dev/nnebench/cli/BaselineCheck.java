package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.report.WrittenReport;
import dev.nnebench.report.ci.GateReport;
import dev.nnebench.report.ci.JunitXml;
import dev.nnebench.report.ci.GatedAnswer;
import dev.nnebench.report.ci.Verdict;
import dev.nnebench.report.compare.BaselineGate;
import dev.nnebench.report.compare.HistoryGate;
import dev.nnebench.report.compare.GateVerdicts;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * {@code bench --baseline DIR} on the console: the baseline is read before the run, so a wrong
 * directory fails at once; after it, one {@code regressed:} line per regressed answer on stderr
 * and exit code {@link ExitCodes#REGRESSED}, or one line saying how many answers passed; the
 * verdicts as JUnit XML in the run directory either way.
 */
final class BaselineCheck {
  private final BaselineGate gate;
  /* Set instead of gate when --baseline names a history: a directory of runs. */
  private final HistoryGate history;

  private BaselineCheck(BaselineGate gate, HistoryGate history) {
    this.gate = gate;
    this.history = history;
  }

  /**
   * Reads the baseline run, or every run of a history (a directory of run directories, each
   * answer then gated with a tolerance from its own spread there); a directory that holds
   * neither is a usage error.
   */
  static BaselineCheck before(Path baselineDir, double tolerance) throws IOException {
    if (HistoryGate.isHistory(baselineDir)) {
      return new BaselineCheck(null, HistoryGate.of(baselineDir, tolerance));
    }
    RunDirectories.check(baselineDir);
    return new BaselineCheck(BaselineGate.of(baselineDir, tolerance), null);
  }

  /**
   * Judges the finished run on the answers its report computed, writes the verdicts to {@code
   * dir} as JUnit XML; returns them ({@link #exitCode} says what the command returns).
   */
  GateReport after(Path dir, WrittenReport run, Duration elapsed, PrintWriter out,
      PrintWriter err) throws IOException {
    if (history != null) {
      return afterHistory(dir, run, elapsed, out, err);
    }
    BaselineGate.Outcome outcome = gate.check(run);
    GateReport verdicts = GateVerdicts.of(outcome, run.answers(), elapsed);
    Files.writeString(dir.resolve(JunitXml.FILE_NAME), JunitXml.of(verdicts),
        StandardCharsets.UTF_8);
    outcome.regressionLines().forEach(err::println);
    err.flush();
    out.println(outcome.summary());
    out.flush();
    return verdicts;
  }

  private GateReport afterHistory(Path dir, WrittenReport run, Duration elapsed, PrintWriter out,
      PrintWriter err) throws IOException {
    GateReport verdicts = history.check(run.answers(), elapsed);
    Files.writeString(dir.resolve(JunitXml.FILE_NAME), JunitXml.of(verdicts),
        StandardCharsets.UTF_8);
    for (GatedAnswer a : verdicts.with(Verdict.REGRESSED)) {
      err.println("regressed: " + a.question() + " " + a.name().text() + ": "
          + a.figures().shown() + " (" + a.reason() + ")");
    }
    err.flush();
    out.println(verdicts.against() + ": " + verdicts.answers().size() + " answers, "
        + verdicts.with(Verdict.REGRESSED).size() + " regressed, "
        + verdicts.with(Verdict.SKIPPED).size() + " not judged (not in the history or no bar)");
    out.flush();
    return verdicts;
  }

  /** {@link ExitCodes#REGRESSED} when an answer regressed, else {@link ExitCodes#OK}. */
  static int exitCode(GateReport verdicts) {
    return verdicts.passed() ? ExitCodes.OK : ExitCodes.REGRESSED;
  }
}
