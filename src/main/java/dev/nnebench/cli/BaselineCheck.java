package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.report.compare.BaselineGate;
import dev.nnebench.report.WrittenReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * {@code bench --baseline DIR} on the console: the baseline is read before the run, so a wrong
 * directory fails at once; after it, one {@code regressed:} line per regressed answer on stderr
 * and exit code {@link ExitCodes#REGRESSED}, or one line saying how many answers passed.
 */
final class BaselineCheck {
  private final BaselineGate gate;

  private BaselineCheck(BaselineGate gate) {
    this.gate = gate;
  }

  /** Reads the baseline run; a directory that holds none is a usage error. */
  static BaselineCheck before(Path baselineDir, double tolerance) throws IOException {
    RunDirectories.check(baselineDir);
    return new BaselineCheck(BaselineGate.of(baselineDir, tolerance));
  }

  /** Judges the finished run on the answers its report computed; returns the exit code. */
  int after(WrittenReport run, PrintWriter out, PrintWriter err) {
    BaselineGate.Outcome outcome = gate.check(run);
    outcome.regressionLines().forEach(err::println);
    err.flush();
    out.println(outcome.summary());
    out.flush();
    return outcome.passed() ? ExitCodes.OK : ExitCodes.REGRESSED;
  }
}
