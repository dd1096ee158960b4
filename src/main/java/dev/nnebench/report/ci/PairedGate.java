package dev.nnebench.report.ci;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.ForkPairRatio;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.ServedFigure;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Interval;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The verdicts of a gate within one run: each paired trial fetched the candidate (its own side)
 * and the reference (its counterpart) interleaved in one JVM, so the machine's drift from one
 * minute or one run to the next falls on both. The candidate regressed when the whole 99.9 %
 * interval of candidate over reference lies above {@code 1 + limit}: a real slow-down larger
 * than the limit by the interval's half-width is flagged, and the same code (ratio 1) is not,
 * unless the interval misses its centre.
 *
 * <p>A gate across two JDKs has no paired trial: its candidate's and reference's forks
 * alternated (rows marked {@link Trial#GATE_SIDE}), and the ratio and interval are those of the
 * fork pairs ({@link ForkPairRatio}), judged by the same rule.
 */
public final class PairedGate {
  /** The question id a paired gate's test cases carry. */
  public static final String ID = "paired-gate";

  private PairedGate() {}

  /** Every paired trial of {@code trials}, judged against {@code limit} (0.01: 1 %). */
  public static GateReport judge(List<Trial> trials, double limit, String against,
      Duration elapsed) {
    List<GatedAnswer> out = new ArrayList<>();
    for (Trial t : trials) {
      if (Figures.paired(t)) {
        AnswerName name = new AnswerName(ID, t.benchmark(), t.cell().without(Axes.COUNTERPART))
            .withCounterpartOf(t.cell());
        out.add(judged(name, "candidate vs reference (" + Figures.primary(t).name() + ")",
            ServedFigure.interval(t), "", limit));
      } else if (t.get(Trial.GATE_SIDE).equals(Trial.GATE_CANDIDATE)) {
        reference(trials, t).ifPresent(r -> out.add(acrossJdks(r, t, limit)));
      }
    }
    return new GateReport(against, out, elapsed);
  }

  private static GatedAnswer acrossJdks(Trial reference, Trial candidate, double limit) {
    AnswerName name = new AnswerName(ID, candidate.benchmark() + " jdk " + candidate.get(Trial.JDK)
        + " vs " + reference.get(Trial.JDK), candidate.cell().without(Axes.COUNTERPART));
    int pairs = ForkPairRatio.series(reference, candidate).map(s -> s.forks().size()).orElse(0);
    return judged(name, "candidate vs reference (" + ForkPairRatio.figure(candidate).name()
        + ", fork pairs across JDKs)", ForkPairRatio.interval(reference, candidate),
        ", " + pairs + " fork pairs", limit);
  }

  /* The reference's row of the cell {@code candidate}'s row shares. */
  private static Optional<Trial> reference(List<Trial> trials, Trial candidate) {
    return trials.stream().filter(t -> t.get(Trial.GATE_SIDE).equals(Trial.GATE_REFERENCE)
        && t.get(Trial.GATE_CELL).equals(candidate.get(Trial.GATE_CELL))).findFirst();
  }

  private static GatedAnswer judged(AnswerName name, String question,
      Optional<Interval> ratio, String how, double limit) {
    Measured candidate = ratio.map(i -> Measured.of(i.estimate(), i.halfWidth()))
        .orElse(Measured.of(Double.NaN, Double.NaN));
    GateFigures figures = new GateFigures(Measured.of(1, 0), candidate, "×", true, limit);
    if (ratio.isEmpty() || !Double.isFinite(ratio.get().low())) {
      return new GatedAnswer(name, question, Verdict.SKIPPED, figures,
          "no bar: fewer than three measured iterations");
    }
    Interval i = ratio.get();
    boolean regressed = i.low() > 1 + limit;
    String reason = String.format(Locale.ROOT, "99.9 %% interval %.4f-%.4f %s 1 + limit (%.4f)%s",
        i.low(), i.high(), regressed ? "wholly above" : "reaches down to", 1 + limit, how);
    return new GatedAnswer(name, question, regressed ? Verdict.REGRESSED : Verdict.PASSED,
        figures, reason);
  }

  /** The console's line for one verdict, e.g. {@code regressed: paired-gate ... 1.031× ± 0.008}. */
  public static String line(GatedAnswer a) {
    return a.verdict().name().toLowerCase(Locale.ROOT) + ": " + a.name().text() + ": "
        + a.figures().shown() + " (" + a.reason() + ")";
  }
}
