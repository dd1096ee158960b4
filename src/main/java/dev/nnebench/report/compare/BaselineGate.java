package dev.nnebench.report.compare;

import dev.nnebench.report.RunResults;
import dev.nnebench.report.WrittenReport;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Trial;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The regression gate of {@code nnebench bench --baseline DIR}: a new run fails it when any
 * answer it shares with the baseline run is worse beyond both 99.9 % bars and by more than the
 * tolerance (see {@link ComparedAnswer}). An improvement, an overlap, a drift within the
 * tolerance or a missing bar never fails it.
 */
public final class BaselineGate {
  private final Path baselineDir;
  private final List<Trial> baseline;
  private final double tolerance;

  private BaselineGate(Path baselineDir, List<Trial> baseline, double tolerance) {
    this.baselineDir = baselineDir;
    this.baseline = baseline;
    this.tolerance = tolerance;
  }

  /**
   * The gate against the run in {@code baselineDir}, read now so a bad directory is reported
   * before a long run; IllegalArgumentException (one line, problem and fix) when it is no run.
   */
  public static BaselineGate of(Path baselineDir, double tolerance) throws IOException {
    return new BaselineGate(baselineDir, RunResults.read(baselineDir), tolerance);
  }

  /** The gate against baseline trials already in hand, named {@code baselineDir} in messages. */
  public static BaselineGate of(Path baselineDir, List<Trial> baseline, double tolerance) {
    return new BaselineGate(baselineDir, List.copyOf(baseline), tolerance);
  }

  /** Judges a run just written, on the answers its report computed. */
  public Outcome check(WrittenReport fresh) {
    return new Outcome(baselineDir, RunComparison.ofAnswers(Questions.answers(baseline),
        fresh.answers(), tolerance));
  }

  /** Judges a new run's trials against the baseline. */
  public Outcome check(List<Trial> fresh) {
    return new Outcome(baselineDir, RunComparison.of(baseline, fresh, tolerance));
  }

  /**
   * What the gate found.
   *
   * @param baselineDir the baseline run, for messages
   * @param comparison the baseline as run A, the new run as run B
   */
  public record Outcome(Path baselineDir, RunComparison comparison) {
    public List<ComparedAnswer> regressed() {
      return comparison.with(ComparedAnswer.Verdict.WORSE);
    }

    public boolean passed() {
      return regressed().isEmpty();
    }

    /** One line per regressed answer: {@code regressed: Q L: 1.42× ± 0.05 -> 2.10× ± 0.07}. */
    public List<String> regressionLines() {
      return regressed().stream().map(r -> "regressed: " + r.a().question() + " " + r.a().label()
          + ": " + r.a().shown() + " -> " + r.b().shown()).toList();
    }

    /** How many answers were checked and what came of it, in one line. */
    public String summary() {
      int checked = comparison.both().size();
      if (checked == 0) {
        return "baseline " + baselineDir + ": no answer in common with this run, nothing checked"
            + " (another preset, parameters or benchmarks?)";
      }
      int notComparable = comparison.with(ComparedAnswer.Verdict.NOT_COMPARABLE).size();
      String outcome = passed() ? "none regressed" : regressed().size() + " regressed";
      return String.format(Locale.ROOT, "baseline %s: %d answer%s checked, %s%s", baselineDir,
          checked, checked == 1 ? "" : "s", outcome, notComparable == 0 ? ""
              : " (" + notComparable + " without a bar, not judged)");
    }
  }
}
