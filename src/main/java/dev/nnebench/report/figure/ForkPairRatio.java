package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import dev.nnebench.stats.Bootstrap;
import dev.nnebench.stats.Interval;
import dev.nnebench.stats.Series;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The answer of a gate across two JDKs: the candidate's figure over the reference's, fork pair
 * by fork pair. Two JDKs cannot share a JVM, so the two sides are not interleaved chunk by chunk
 * as a paired trial's are: fork k of the candidate ran next to fork k of the reference, and
 * that pair's ratio is taken iteration by iteration (each fork's steady iterations, the last
 * ones where one fork kept more). The interval is then the paired gate's: the centre and 99.9 %
 * bootstrap of that series, pairs resampled first, then iterations.
 *
 * <p>It is noisier than a paired trial's: each fork's JIT settles in a steady state of its own
 * and the machine's load moves between the two forks of a pair (tens of seconds apart, against
 * a chunk's milliseconds), so fork-to-fork spread enters the ratio rather than cancelling in it.
 */
public final class ForkPairRatio {
  private ForkPairRatio() {}

  /** The figure a side is read in: wall time over a delayed link, else the primary figure. */
  public static Figure figure(Trial t) {
    return LinkFigures.delayed(t) ? Figures.WALL_PER_GB : Figures.primary(t);
  }

  /** Candidate over reference per pair of forks; empty when a side has no iterations. */
  public static Optional<Series> series(Trial reference, Trial candidate) {
    Trial r = SteadyPart.of(reference);
    Trial c = SteadyPart.of(candidate);
    Figure figure = figure(c);
    Optional<Series> top = figure.series().apply(c);
    Optional<Series> bottom = figure.series().apply(r);
    if (top.isEmpty() || bottom.isEmpty()) {
      return Optional.empty();
    }
    List<double[]> pairs = new ArrayList<>();
    int forks = Math.min(top.get().forks().size(), bottom.get().forks().size());
    for (int k = 0; k < forks; k++) {
      double[] ratio = ratio(top.get().forks().get(k), bottom.get().forks().get(k));
      if (ratio.length > 0) {
        pairs.add(ratio);
      }
    }
    return pairs.isEmpty() ? Optional.empty() : Optional.of(new Series(pairs));
  }

  /** The ratio's centre and 99.9 % interval; empty when a side has no iterations. */
  public static Optional<Interval> interval(Trial reference, Trial candidate) {
    return series(reference, candidate).map(Bootstrap::centre);
  }

  /** The interval's half-width over its centre; NaN without an interval. */
  public static double relativeBar(Trial reference, Trial candidate) {
    return interval(reference, candidate).map(i -> i.estimate() == 0 ? Double.NaN
        : i.halfWidth() / Math.abs(i.estimate())).orElse(Double.NaN);
  }

  /* The last n iterations of each, n the shorter's length, divided one by one. */
  private static double[] ratio(double[] top, double[] bottom) {
    int n = Math.min(top.length, bottom.length);
    double[] a = Arrays.copyOfRange(top, top.length - n, top.length);
    double[] b = Arrays.copyOfRange(bottom, bottom.length - n, bottom.length);
    double[] out = new double[n];
    Arrays.setAll(out, i -> a[i] / b[i]);
    return out;
  }
}
