package dev.nnebench.report.compare;

import dev.nnebench.report.RunResults;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.ci.AnswerName;
import dev.nnebench.report.ci.AnswerNames;
import dev.nnebench.report.ci.GateFigures;
import dev.nnebench.report.ci.GateReport;
import dev.nnebench.report.ci.GatedAnswer;
import dev.nnebench.report.ci.Verdict;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.TrialCsv;
import dev.nnebench.stats.Robust;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The {@code --baseline} gate against a history of runs (a directory of run directories, as a CI
 * cache holds them): each answer is held against the median of its earlier values, with a
 * tolerance of its own taken from how far those values spread, instead of one fixed percentage
 * for every answer. An answer regressed when its whole 99.9 % interval lies on the worse side of
 * median × (1 + tolerance).
 *
 * <p>The tolerance is {@value #SPREADS} robust standard deviations of the logarithms of the
 * history's values (1.4826 × their median absolute deviation), at least {@value #FLOOR_PERCENT}
 * %: an answer whose runs agree closely is gated tightly, one the machine moves from run to run
 * loosely. With fewer than {@value #MIN_RUNS} runs holding the answer there is no spread to
 * read, and the fixed tolerance ({@code --tolerance}) applies.
 */
public final class HistoryGate {
  /** Runs an answer needs in the history before its spread sets its tolerance. */
  public static final int MIN_RUNS = 3;
  static final double SPREADS = 3;
  static final double FLOOR_PERCENT = 2;
  private static final double MAD_TO_SD = 1.4826;

  private final Path dir;
  private final Map<String, List<Answer>> history;
  private final int runs;
  private final double fallback;

  private HistoryGate(Path dir, Map<String, List<Answer>> history, int runs, double fallback) {
    this.dir = dir;
    this.history = history;
    this.runs = runs;
    this.fallback = fallback;
  }

  /** Whether {@code dir} is a history: no run itself, but run directories inside it. */
  public static boolean isHistory(Path dir) throws IOException {
    return Files.isDirectory(dir) && !Files.exists(dir.resolve(TrialCsv.FILE_NAME))
        && !runDirs(dir).isEmpty();
  }

  /** Reads every run under {@code dir}; {@code fallback} is the tolerance of a short history. */
  public static HistoryGate of(Path dir, double fallback) throws IOException {
    Map<String, List<Answer>> byKey = new HashMap<>();
    List<Path> dirs = runDirs(dir);
    for (Path run : dirs) {
      for (Answer a : Questions.answers(RunResults.read(run))) {
        byKey.computeIfAbsent(a.key(), k -> new ArrayList<>()).add(a);
      }
    }
    return new HistoryGate(dir, byKey, dirs.size(), fallback);
  }

  /** The history's runs as they are named, oldest first (run directories sort by time). */
  static List<Path> runDirs(Path dir) throws IOException {
    try (Stream<Path> children = Files.list(dir)) {
      return children.filter(p -> Files.isRegularFile(p.resolve(TrialCsv.FILE_NAME))).sorted()
          .toList();
    }
  }

  /** Judges a run's answers against the history. */
  public GateReport check(List<Answer> fresh, Duration elapsed) {
    Map<Answer, AnswerName> names = AnswerNames.of(fresh);
    List<GatedAnswer> out = new ArrayList<>();
    for (Answer b : fresh) {
      out.add(judged(names.getOrDefault(b, AnswerName.of(b)), b,
          history.getOrDefault(b.key(), List.of())));
    }
    return new GateReport("history " + dir + " (" + runs + " runs)", out, elapsed);
  }

  private GatedAnswer judged(AnswerName name, Answer b, List<Answer> earlier) {
    double[] values = earlier.stream().mapToDouble(a -> a.value().value())
        .filter(v -> Double.isFinite(v) && v > 0).toArray();
    if (values.length == 0) {
      return new GatedAnswer(name, b.question(), Verdict.SKIPPED, figures(b, Double.NaN, 0,
          fallback), "not in the history: nothing to hold it against");
    }
    double centre = Robust.median(values);
    double spread = values.length >= MIN_RUNS ? logSpread(values, centre) : Double.NaN;
    double tolerance = Double.isNaN(spread) ? fallback
        : Math.max(FLOOR_PERCENT / 100, Math.expm1(SPREADS * spread));
    GateFigures figures = figures(b, centre, centre * Math.expm1(spread), tolerance);
    Measured m = b.value();
    if (!Double.isFinite(m.value()) || !Double.isFinite(m.error())) {
      return new GatedAnswer(name, b.question(), Verdict.SKIPPED, figures,
          "no bar: a single measurement, or a value that is not a number");
    }
    boolean worse = b.higherIsWorse() ? m.value() - m.error() > centre * (1 + tolerance)
        : m.value() + m.error() < centre / (1 + tolerance);
    String reason = String.format(Locale.ROOT, "%s median of %d runs, tolerance %.1f %% (%s)",
        worse ? "interval wholly worse than the" : "interval reaches the", values.length,
        100 * tolerance, Double.isNaN(spread) ? "fixed: too few runs for a spread"
            : String.format(Locale.ROOT, "%.0f x the runs' spread of %.2f %%", SPREADS,
                100 * Math.expm1(spread)));
    return new GatedAnswer(name, b.question(), worse ? Verdict.REGRESSED : Verdict.PASSED,
        figures, reason);
  }

  private static GateFigures figures(Answer b, double centre, double spread, double tolerance) {
    return new GateFigures(Measured.of(centre, Double.isFinite(spread) ? spread : Double.NaN),
        b.value(), b.unit(), b.higherIsWorse(), tolerance);
  }

  /* The robust standard deviation of log(values) around log(centre). */
  static double logSpread(double[] values, double centre) {
    double[] deviations = Arrays.stream(values).map(v -> Math.abs(Math.log(v / centre)))
        .toArray();
    return MAD_TO_SD * Robust.median(deviations);
  }
}
