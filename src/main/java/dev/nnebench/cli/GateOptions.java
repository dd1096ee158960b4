package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.report.WrittenReport;
import dev.nnebench.report.ci.GateReport;
import dev.nnebench.report.ci.GatedAnswer;
import dev.nnebench.report.ci.JunitXml;
import dev.nnebench.report.ci.PairedGate;
import dev.nnebench.report.ci.Verdict;
import dev.nnebench.run.GateSides;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code bench --gate-reference R --gate-candidate C [--gate-limit PCT]}: a gate within one run.
 * The preset's fetch cells run at the candidate's settings, each paired with the reference's and
 * fetched interleaved in one JVM; after the run, one verdict per pair on the console and as
 * JUnit XML in the run directory ({@link #JUNIT_FILE}); the command exits {@link ExitCodes#REGRESSED} if any regressed.
 */
final class GateOptions {
  /** The preset a gate runs when none is named: one fetch cell, a tight precision target. */
  static final String PRESET = "gate";
  private static final double DEFAULT_LIMIT_PERCENT = 1.0;

  @Option(names = "--gate-reference", paramLabel = "NAME=VALUE/...",
      description = "Gate within one run: the reference's settings, e.g. driver=19,"
          + " or jce=true/fetchSize=1000, or calibration=0, or jdk=17 (the JDK its forks run"
          + " on); needs --gate-candidate.")
  String reference;

  @Option(names = "--gate-candidate", paramLabel = "NAME=VALUE/...",
      description = "The candidate's settings, e.g. driver=23; the two are fetched interleaved"
          + " in one JVM (on two JDKs, jdk=25: in forks alternating between them) and the"
          + " candidate regressed when the 99.9 %% interval of candidate over"
          + " reference lies wholly above 1 + --gate-limit. Preset: " + PRESET + " unless"
          + " --preset names one.")
  String candidate;

  @Option(names = "--gate-limit", paramLabel = "PCT",
      description = "With the gate: the slow-down let pass, in %% (default: "
          + "${DEFAULT-VALUE}; the precision target of the preset should be no wider).")
  double limitPercent = DEFAULT_LIMIT_PERCENT;

  /** The sides asked, or empty when no gate is; a usage error when only one side is given. */
  Optional<GateSides> sides() {
    if (reference == null && candidate == null) {
      return Optional.empty();
    }
    if (reference == null || candidate == null) {
      throw new NnebenchException(ExitCodes.USAGE, "a gate needs both sides: give"
          + " --gate-reference and --gate-candidate, e.g. --gate-reference driver=19"
          + " --gate-candidate driver=23");
    }
    try {
      return Optional.of(GateSides.parse(reference, candidate));
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, e.getMessage());
    }
  }

  /** The limit as a fraction; a usage error naming the fix when out of range. */
  double limit() {
    if (!(limitPercent >= 0 && limitPercent < 100)) {
      throw new NnebenchException(ExitCodes.USAGE, "--gate-limit must be a percentage from 0"
          + " to under 100, got " + limitPercent + "; e.g. --gate-limit 1");
    }
    return limitPercent / 100;
  }

  /** The paired gate's JUnit XML, beside the --baseline gate's. */
  static final String JUNIT_FILE = "TEST-nnebench-paired-gate.xml";

  /** Judges the run's pairs, prints a line each, writes them as JUnit XML into {@code dir}. */
  GateReport after(GateSides sides, Path dir, WrittenReport run, Duration elapsed, PrintWriter out,
      PrintWriter err) throws IOException {
    GateReport report = PairedGate.judge(run.trials(), limit(), sides.label(), elapsed);
    Files.writeString(dir.resolve(JUNIT_FILE), JunitXml.of(report),
        StandardCharsets.UTF_8);
    for (GatedAnswer a : report.answers()) {
      (a.verdict() == Verdict.REGRESSED ? err : out).println(PairedGate.line(a));
    }
    err.flush();
    out.println("gate (" + sides.label() + "): " + (report.passed() ? "passed" : "REGRESSED")
        + ", " + report.with(Verdict.REGRESSED).size() + " of " + report.answers().size()
        + " pairs regressed; verdicts in " + dir.resolve(JUNIT_FILE));
    out.flush();
    return report;
  }
}
