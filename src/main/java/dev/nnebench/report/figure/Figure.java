package dev.nnebench.report.figure;

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
 * @param vsCounterpart the figure a trial that measured its counterpart beside it gives as the
 *     ratio of its two sides, iteration by iteration; empty when no trial measures it paired
 */
public record Figure(String name, Function<Trial, Optional<Series>> series,
    Function<Trial, Measured> aggregate, Optional<Figure> vsCounterpart) {
  /** How intervals from iterations are made, for the report's method notes. */
  public static final String METHOD = "median of each fork's measured iterations, averaged over forks"
      + " (a fetch cell: over every fork that fetched it), 99.9 % percentile-bootstrap interval"
      + " (10,000 resamples of forks, then iterations)";
  /** How intervals from aggregates are made. */
  public static final String AGGREGATE_METHOD = "JMH mean ± 99.9 % half-width, relative errors added in"
      + " quadrature through ratios";

  public Figure(String name, Function<Trial, Optional<Series>> series,
      Function<Trial, Measured> aggregate) {
    this(name, series, aggregate, Optional.empty());
  }

  /** This figure, whose ratio a paired trial gives as {@code ratio}. */
  public Figure pairedAs(Figure ratio) {
    return new Figure(name, series, aggregate, Optional.of(ratio));
  }

  /** The figure of {@code t} with its bar. */
  public Measured of(Trial t) {
    return series.apply(t).map(s -> measured(Bootstrap.centre(s)))
        .orElseGet(() -> aggregate.apply(t));
  }

  /** {@code a}'s figure over {@code b}'s, with the bar of the ratio. */
  public Measured ratio(Trial a, Trial b) {
    Optional<Series> top = series.apply(a);
    Optional<Series> bottom = series.apply(b);
    if (top.isPresent() && bottom.isPresent()) {
      return measured(Bootstrap.ratio(top.get(), bottom.get()));
    }
    return aggregate.apply(a).over(aggregate.apply(b));
  }

  public static Measured measured(Interval i) {
    return Measured.of(i.estimate(), i.halfWidth());
  }
}
