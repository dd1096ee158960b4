package dev.nnebench.run;

import dev.nnebench.report.figure.ForkPairRatio;
import dev.nnebench.results.Trial;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;

/**
 * One cell of a gate across two JDKs: forks alternating between the reference's JDK and the
 * candidate's, paired by adjacency, added a pair at a time until the ratio of the pairs
 * ({@link ForkPairRatio}) is as precise as the preset asks or one more pair would pass the time
 * cap. Pairs run in ABBA order (reference first, then candidate first, ...), so a machine that
 * slows steadily through the run charges both sides alike. {@link GatePlan} doubles the preset's
 * time cap and forks, as each pair is two forks (at least {@link #FIRST_PAIRS} pairs): that many
 * run before the interval is judged. The rows are one per
 * side, fork k of each from pair k, marked {@link Trial#GATE_SIDE} and {@link Trial#GATE_CELL}.
 */
final class ForkPairs {
  /** Pairs run before the interval is judged: one pair has no spread between pairs. */
  static final int FIRST_PAIRS = 2;

  /** Measures {@code side} in one fork, named {@code name} among the run's JMH files. */
  interface OneFork {
    TrialForks measure(Leg side, String name) throws IOException;
  }

  private final PrintWriter console;

  ForkPairs(PrintWriter console) {
    this.console = console;
  }

  /** The two rows of cell {@code cell}: reference, then candidate. */
  List<Trial> run(Leg reference, Leg candidate, int cell, JmhSettings settings,
      OneFork fork, Countdown countdown) throws IOException {
    PrecisionTarget target = settings.precision();
    Duration cap = target.cap();
    Duration perPair = TrialPlan.perTrial(settings.oneFork()).multipliedBy(2);
    Duration spent = Duration.ZERO;
    int first = Math.max(FIRST_PAIRS, settings.forks() / 2);
    Sides sides = new Sides(null, null);
    for (int pair = 1; ; pair++) {
      long start = System.nanoTime();
      if (pair > first) { // the plan counted the first pairs' forks
        countdown.addOne();
        countdown.addOne();
      }
      sides = pair(sides, reference, candidate, cell, pair, fork);
      Duration took = Duration.ofNanos(System.nanoTime() - start);
      spent = spent.plus(took);
      perPair = took.compareTo(perPair) > 0 ? took : perPair;
      if (pair < first) {
        continue;
      }
      double bar = ForkPairRatio.relativeBar(sides.reference().row(), sides.candidate().row());
      String about = sides.candidate().row().benchmark() + " " + sides.candidate().row()
          .paramLabel();
      if (!target.set()) {
        return sides.rows(cell, "");
      }
      if (target.met(bar)) {
        return sides.rows(cell, note(true, bar, pair, target));
      }
      if (spent.plus(perPair).compareTo(cap) > 0) {
        console.println("  not precise: fork pairs of " + about + " ± "
            + PrecisionTarget.percent(bar) + " % after " + pair + " pairs; another would pass"
            + " their time cap (" + cap.toSeconds() + " s): kept, flagged ⚠");
        return sides.rows(cell, note(false, bar, pair, target));
      }
      console.println("  ± " + PrecisionTarget.percent(bar) + " % > " + target.label() + ": "
          + about + " gets fork pair " + (pair + 1));
    }
  }

  /* Pair {@code pair}: reference then candidate when odd, candidate then reference when even. */
  private static Sides pair(Sides so, Leg reference, Leg candidate, int cell, int pair,
      OneFork fork) throws IOException {
    String stem = "jdk-gate-" + cell + "-pair-" + pair + "-";
    boolean referenceFirst = pair % 2 == 1;
    Sides out = so;
    for (boolean isReference : new boolean[] {referenceFirst, !referenceFirst}) {
      TrialForks measured = fork.measure(isReference ? reference : candidate,
          stem + (isReference ? Trial.GATE_REFERENCE : Trial.GATE_CANDIDATE));
      out = isReference ? new Sides(plus(out.reference(), measured), out.candidate())
          : new Sides(out.reference(), plus(out.candidate(), measured));
    }
    return out;
  }

  private static TrialForks plus(TrialForks so, TrialForks more) {
    return so == null ? more : so.plus(more);
  }

  /** The row's record of it, e.g. {@code ± 1.4 % after 3 fork pairs (target ± 1 %)}. */
  static String note(boolean met, double bar, int pairs, PrecisionTarget target) {
    return (met ? "" : Trial.PRECISION_NOT_MET) + "± " + PrecisionTarget.percent(bar)
        + " % after " + pairs + " fork pairs (target " + target.label()
        + (met ? ")" : ", time cap " + target.cap().toSeconds() + " s for both JDKs)");
  }

  /* The forks of each side so far. */
  private record Sides(TrialForks reference, TrialForks candidate) {
    List<Trial> rows(int cell, String precision) throws IOException {
      return List.of(row(reference, Trial.GATE_REFERENCE, cell, precision),
          row(candidate, Trial.GATE_CANDIDATE, cell, precision));
    }

    private static Trial row(TrialForks side, String name, int cell, String precision)
        throws IOException {
      TrialForks marked = side.with(Trial.GATE_SIDE, name).with(Trial.GATE_CELL,
          Integer.toString(cell));
      return (precision.isEmpty() ? marked : marked.with(Trial.PRECISION, precision)).row();
    }
  }
}
