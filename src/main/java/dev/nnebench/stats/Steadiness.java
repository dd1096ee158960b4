package dev.nnebench.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a trial's measured iterations are steady: in every fork, no trend (Theil-Sen slope
 * across the fork, relative to its median) and no scatter (median absolute deviation scaled to
 * a standard deviation, relative to the median) beyond the bounds. Both are rank-based, so a
 * single GC-hit iteration does not flag a trial, while a fork still warming up or drifting does.
 * A trend counts only when its own scatter cannot explain it: beyond {@link #TREND_SIGMAS}
 * standard errors of a slope fitted to that many points of that scatter (without this, eight
 * iterations scattering 8 % show a "trend" over 10 % one time in four).
 *
 * @param maxTrend largest |slope x (n - 1) / median| of a fork
 * @param maxScatter largest robust standard deviation / median of a fork
 */
public record Steadiness(double maxTrend, double maxScatter) {
  /**
   * Calibrated on a two-core machine, where settled fetches scatter 2-6 % per 1 s
   * iteration at fetch size 1000 and 3-16 % at fetch size 10 (a thousand round trips per fetch,
   * each a wake-up shared with the double), and drift by under 10 % over 8 iterations; the JIT
   * transient shows as 3-4x.
   */
  public static final Steadiness DEFAULT = new Steadiness(0.10, 0.15);
  /** How many standard errors a trend must exceed to count. */
  public static final double TREND_SIGMAS = 3;
  /* Fewer points than this give no usable slope; such a fork is judged on scatter alone. */
  private static final int MIN_FOR_TREND = 4;

  /** What was found: steady, or the reasons why not. */
  public record Verdict(boolean steady, List<String> reasons) {
    public String describe() {
      return steady ? "steady" : String.join("; ", reasons);
    }
  }

  /* What is left of each iteration once the fitted trend is taken out: the trend's own noise. */
  static double[] residuals(double[] fork) {
    double slope = Robust.slope(fork);
    double[] r = new double[fork.length];
    java.util.Arrays.setAll(r, i -> fork[i] - slope * i);
    return r;
  }

  /* Standard error of slope x (n - 1) for n equally spaced points of relative scatter s:
   * s (n - 1) sqrt(12 / (n^3 - n)), the least-squares slope's. */
  static double trendError(double scatter, int n) {
    return scatter * (n - 1) * Math.sqrt(12.0 / ((double) n * n * n - n));
  }

  public Verdict judge(Series series) {
    List<String> reasons = new ArrayList<>();
    for (int f = 0; f < series.forks().size(); f++) {
      double[] fork = series.forks().get(f);
      String where = series.forks().size() > 1 ? " in fork " + (f + 1) : "";
      double center = Robust.median(fork);
      double scatter = Robust.spread(fork) / center;
      if (scatter > maxScatter) {
        reasons.add(String.format(Locale.ROOT, "scatter %.0f %% > %.0f %%%s", 100 * scatter,
            100 * maxScatter, where));
      }
      if (fork.length >= MIN_FOR_TREND) {
        double trend = Robust.slope(fork) * (fork.length - 1) / center;
        double noise = Robust.spread(residuals(fork)) / center;
        double bound = Math.max(maxTrend, TREND_SIGMAS * trendError(noise, fork.length));
        if (Math.abs(trend) > bound) {
          reasons.add(String.format(Locale.ROOT, "trend %+.0f %% > ±%.0f %%%s", 100 * trend,
              100 * bound, where));
        }
      }
    }
    return new Verdict(reasons.isEmpty(), reasons);
  }
}
