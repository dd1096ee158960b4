package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import dev.nnebench.stats.Series;
import dev.nnebench.stats.Steadiness;
import java.util.Optional;

/** Whether a trial measured a steady state: its primary figure's iterations, judged. */
public final class TrialSteadiness {
  private TrialSteadiness() {}

  /**
   * Empty when steady (or not judged: no iterations recorded), else why not; judged on the
   * iterations after the warm-up transient's tail ({@link SteadyPart}).
   */
  public static String problem(Trial measured) {
    Trial t = SteadyPart.of(measured);
    Optional<Series> series = Figures.primary(t).series().apply(t);
    if (series.isEmpty()) {
      return "";
    }
    Steadiness.Verdict verdict = Steadiness.DEFAULT.judge(series.get());
    return verdict.steady() ? "" : verdict.describe();
  }

  /** The first problem among {@code trials}, named by trial; empty when all are steady. */
  public static String problem(Trial... trials) {
    for (Trial t : trials) {
      String p = problem(t);
      if (!p.isEmpty()) {
        return p;
      }
    }
    return "";
  }
}
