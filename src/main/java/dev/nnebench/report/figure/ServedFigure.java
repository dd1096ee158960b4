package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import dev.nnebench.stats.Bootstrap;
import dev.nnebench.stats.Interval;
import java.util.Optional;

/**
 * The interval of the figure the answer a trial serves is read from, its primary figure ({@link
 * Figures#primary}: a paired trial's ratio, in wall time over a delayed link), as the report
 * computes it: over the iterations left after the warm-up's tail.
 */
public final class ServedFigure {
  private ServedFigure() {}

  /** The answer's centre and 99.9 % interval; empty when the trial has no iterations. */
  public static Optional<Interval> interval(Trial measured) {
    Trial t = SteadyPart.of(measured);
    return Figures.primary(t).series().apply(t).map(Bootstrap::centre);
  }

  /** The interval's half-width over its centre; NaN without an interval. */
  public static double relativeBar(Trial measured) {
    return interval(measured).map(i -> i.estimate() == 0 ? Double.NaN
        : i.halfWidth() / Math.abs(i.estimate())).orElse(Double.NaN);
  }
}
