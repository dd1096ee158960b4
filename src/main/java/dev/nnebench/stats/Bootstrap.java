package dev.nnebench.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Percentile-bootstrap intervals for the centre of a series ({@link Series#centre}) and for the
 * ratio of two centres.
 *
 * <p>Resampling is hierarchical (Kalibera and Jones, "Rigorous Benchmarking in Reasonable
 * Time", 2013): forks first, then iterations within each drawn fork, so a run of several forks
 * carries the fork-to-fork spread of JIT decisions into the interval. The statistic is {@link
 * Series#centre}: within a fork the median, not the mean, because one iteration that caught a GC
 * or a neighbour's burst must not move the answer; across forks the mean, because each fork's
 * JIT settles in a steady state of its own. The seed is fixed, so the same results give the
 * same report.
 */
public final class Bootstrap {
  /** Two-sided confidence of every interval nnebench reports. */
  public static final double CONFIDENCE = 0.999;
  static final int RESAMPLES = 10_000;
  /* Fewer iterations than this give no interval (the smoke preset measures once). */
  static final int MIN_ITERATIONS = 3;
  private static final long SEED = 20_130_601L;

  private Bootstrap() {}

  /** The centre of {@code s} (its median, for one fork) and its 99.9 % interval. */
  public static Interval centre(Series s) {
    if (s.size() < MIN_ITERATIONS) {
      return new Interval(s.centre(), Double.NaN, Double.NaN);
    }
    return interval(s.centre(), resampled(s, new SplittableRandom(SEED)));
  }

  /** The ratio of the centres of {@code a} and {@code b} and its 99.9 % interval. */
  public static Interval ratio(Series a, Series b) {
    if (a.size() < MIN_ITERATIONS || b.size() < MIN_ITERATIONS) {
      return new Interval(a.centre() / b.centre(), Double.NaN, Double.NaN);
    }
    // one stream for both sides: the two trials are resampled independently of each other
    SplittableRandom random = new SplittableRandom(SEED);
    double[] top = resampled(a, random);
    double[] bottom = resampled(b, random);
    double[] ratios = new double[RESAMPLES];
    Arrays.setAll(ratios, i -> top[i] / bottom[i]);
    return interval(a.centre() / b.centre(), ratios);
  }

  private static Interval interval(double estimate, double[] replicates) {
    Arrays.sort(replicates);
    double tail = (1 - CONFIDENCE) / 2;
    int low = (int) Math.floor(tail * (RESAMPLES - 1));
    int high = (int) Math.ceil((1 - tail) * (RESAMPLES - 1));
    return new Interval(estimate, replicates[low], replicates[high]);
  }

  private static double[] resampled(Series s, SplittableRandom random) {
    double[] out = new double[RESAMPLES];
    for (int r = 0; r < RESAMPLES; r++) {
      out[r] = draw(s, random).centre();
    }
    return out;
  }

  private static Series draw(Series s, SplittableRandom random) {
    int forks = s.forks().size();
    List<double[]> drawn = new ArrayList<>(forks);
    for (int f = 0; f < forks; f++) {
      double[] fork = s.forks().get(forks == 1 ? 0 : random.nextInt(forks));
      double[] sample = new double[fork.length];
      Arrays.setAll(sample, i -> fork[random.nextInt(fork.length)]);
      drawn.add(sample);
    }
    return new Series(drawn);
  }
}
