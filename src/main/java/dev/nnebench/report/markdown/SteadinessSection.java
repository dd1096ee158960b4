package dev.nnebench.report.markdown;

import dev.nnebench.report.figure.Figure;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.SteadyPart;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Steadiness;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which trials measured a steady state, by what test, and which needed a second, longer warm-up;
 * followed by how the report's intervals were made.
 */
public final class SteadinessSection {
  private SteadinessSection() {}

  public static List<String> section(List<Trial> trials) {
    List<String> bullets = new ArrayList<>();
    long judged = trials.stream().filter(t -> Figures.primary(t).series().apply(t).isPresent())
        .count();
    for (Trial t : trials) {
      String problem = TrialSteadiness.problem(t);
      String rerun = t.get(Trial.RERUN);
      if (!problem.isEmpty()) {
        bullets.add("- ⚠ " + name(t) + ": **not steady** (" + problem + ")"
            + (rerun.isEmpty() ? "" : " even after a rerun with twice the warm-up"));
      } else if (!rerun.isEmpty()) {
        bullets.add("- " + name(t) + ": steady on the rerun (" + rerun + ")");
      }
      String precision = t.get(Trial.PRECISION);
      if (precision.startsWith(Trial.PRECISION_NOT_MET)) {
        bullets.add("- ⚠ " + name(t) + ": **precision " + precision + "**: its time cap ended"
            + " it with a wider bar than its preset asks");
      }
    }
    bullets.add(transientLine(trials));
    String why = String.format(Locale.ROOT, "%d of %d trials recorded their iterations and were"
        + " judged on their primary figure (a paired fetch on the ratio of its two sides, in wall"
        + " time over a delayed link, a paired open on the ratio of its opening thread's CPU where"
        + " recorded, another fetch on its CPU s/GB, a pool on the fetches/s of all its threads,"
        + " the rest on the score). First, in each fork, the leading"
        + " iterations that the Marginal Standard Error Rule (MSER) finds to be the tail of the"
        + " warm-up transient are dropped, fewer than half of them, from the figures and intervals"
        + " too (results.csv keeps every iteration). What is left is unsteady"
        + " when, in a fork, the Theil-Sen trend across the measured iterations exceeds ±%.0f %%"
        + " of their median (and three standard errors of a slope through their scatter) or"
        + " their robust scatter (1.4826 x MAD / median) exceeds %.0f %%. An"
        + " unsteady trial is rerun once with twice the warm-up; answers resting on one still"
        + " unsteady carry ⚠. Intervals: %s (rows of older runs without iterations: %s)."
        + " A paired trial fetched its own scenario and its counterpart interleaved in one JVM"
        + " (a chunk of rows from one, then from the other, a chunk being the larger fetch size;"
        + " each chunk's CPU charged to its side): its ratio is the median of the per-iteration"
        + " ratios of the two sides, resampled the same way; a ratio of two separate trials"
        + " resamples each side on its own. A bar covers this run's forks and iterations, not"
        + " the machine's drift from one run to the next: back-to-back runs of the same code"
        + " here moved answers by up to 7 %% with bars that did not overlap, so `nnebench"
        + " compare` and the --baseline gate call a move under their tolerance (10 %% by"
        + " default) drift.", judged, trials.size(),
        100 * Steadiness.DEFAULT.maxTrend(), 100 * Steadiness.DEFAULT.maxScatter(), Figure.METHOD,
        Figure.AGGREGATE_METHOD);
    if (bullets.size() == 1) {
      bullets.add(0, "- Every judged trial was steady at the first attempt.");
    }
    return Section.of("Steadiness and method", why, bullets, "");
  }

  private static String transientLine(List<Trial> trials) {
    List<Integer> dropped = trials.stream().map(SteadyPart::dropped).filter(n -> n > 0)
        .toList();
    return dropped.isEmpty() ? "- No trial had a transient tail to drop."
        : String.format(Locale.ROOT, "- Transient tails dropped (MSER) in %d of %d trials:"
            + " %d-%d leading iterations each.", dropped.size(), trials.size(),
            dropped.stream().mapToInt(Integer::intValue).min().orElse(0),
            dropped.stream().mapToInt(Integer::intValue).max().orElse(0));
  }

  private static String name(Trial t) {
    return t.benchmark() + " [" + t.leg() + "] " + t.paramLabel();
  }
}
