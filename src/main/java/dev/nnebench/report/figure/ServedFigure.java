package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import dev.nnebench.stats.Bootstrap;
import dev.nnebench.stats.Interval;
import java.util.Optional;

/**
 * The figure the answer a trial serves is read from, and its interval as the report computes it
 * (over the iterations left after the warm-up's tail): a paired trial serves its ratio (wall
 * time over a delayed link, where the round trips are the question; CPU elsewhere), any other
 * trial its primary figure.
 */
public final class ServedFigure {
  private ServedFigure() {}

  /** The figure {@code t}'s answer is read from. */
  public static Figure of(Trial t) {
    return Figures.primary(t);
  }

  /** The answer's centre and 99.9 % interval; empty when the trial has no iterations. */
  public static Optional<Interval> interval(Trial measured) {
    Trial t = SteadyPart.of(measured);
    return of(t).series().apply(t).map(Bootstrap::centre);
  }

  /** The interval's half-width over its centre; NaN without an interval. */
  public static double relativeBar(Trial measured) {
    return interval(measured).map(i -> i.estimate() == 0 ? Double.NaN
        : i.halfWidth() / Math.abs(i.estimate())).orElse(Double.NaN);
  }
}
