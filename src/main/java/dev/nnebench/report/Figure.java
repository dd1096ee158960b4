package dev.nnebench.report;

import dev.nnebench.results.Trial;
import dev.nnebench.stats.Bootstrap;
import dev.nnebench.stats.Interval;
import dev.nnebench.stats.Series;
import java.util.Optional;
import java.util.function.Function;

/**
 * A figure the report speaks in, read from a trial two ways: per measured iteration (the
 * {@code series.*} columns), from which the report takes the median and a bootstrap interval;
 * or, for rows without iterations (older runs), JMH's aggregate score and error.
 *
 * @param name what it is, e.g. "CPU s/GB"
 * @param series the per-iteration values, when the trial has them
 * @param aggregate JMH's mean with its 99.9 % half-width
 */
record Figure(
    String name, Function<Trial, Optional<Series>> series, Function<Trial, Measured> aggregate) {
  /** How intervals from iterations are made, for the report's method notes. */
  static final String METHOD = "median of each fork's measured iterations, averaged over forks"
      + " (a fetch cell: over every fork that fetched it), 99.9 % percentile-bootstrap interval"
      + " (10,000 resamples of forks, then iterations)";
  /** How intervals from aggregates are made. */
  static final String AGGREGATE_METHOD = "JMH mean ± 99.9 % half-width, relative errors added in"
      + " quadrature through ratios";

  /** The figure of {@code t} with its bar. */
  Measured of(Trial t) {
    return series.apply(t).map(s -> measured(Bootstrap.centre(s)))
        .orElseGet(() -> aggregate.apply(t));
  }

  /** {@code a}'s figure over {@code b}'s, with the bar of the ratio. */
  Measured ratio(Trial a, Trial b) {
    Optional<Series> top = series.apply(a);
    Optional<Series> bottom = series.apply(b);
    if (top.isPresent() && bottom.isPresent()) {
      return measured(Bootstrap.ratio(top.get(), bottom.get()));
    }
    return aggregate.apply(a).over(aggregate.apply(b));
  }

  static Measured measured(Interval i) {
    return Measured.of(i.estimate(), i.halfWidth());
  }
}
