package dev.nnebench.stats;

/**
 * Where a fork's initial transient ends, by the Marginal Standard Error Rule (MSER; White,
 * "An effective truncation heuristic for bias reduction in simulation output", 1997): drop the
 * leading d iterations that minimise the standard error of the mean of what is left. A JIT that
 * is still compiling when measurement starts leaves a few leading iterations far off the rest;
 * dropping them removes their pull on the interval, while a series that is level throughout
 * keeps (nearly) all of it. The cut is bounded: fewer than half of the iterations, as in MSER-5
 * (a truncation beyond half means the run was too short to tell), so more than half is always
 * kept; whatever transient is left is for the steadiness test to find. Half rather than a
 * smaller bound: a JIT or machine spell can outlast the warm-up by 7 or 8 of 18 iterations, and
 * a tighter bound would keep their pull on the interval (a bar of 10.5 % where half gives 3.8 %).
 * Nor does a cut leave fewer iterations than an interval needs ({@link Bootstrap#MIN_ITERATIONS}):
 * a short trial (diagnose's smoke preset measures 3) whose first iteration is cut would report
 * no interval and its gain could not be told, where the steadiness test can judge it whole.
 */
public final class Transient {
  private Transient() {}

  /**
   * How many leading values of {@code fork} MSER drops: fewer than half of them, and never so
   * many that fewer than an interval needs are left.
   */
  public static int cut(double[] fork) {
    int maxCut = Math.max(0, Math.min((fork.length - 1) / 2,
        fork.length - Bootstrap.MIN_ITERATIONS));
    int best = 0;
    double bestScore = Double.POSITIVE_INFINITY;
    for (int d = 0; d <= maxCut; d++) {
      double score = marginalError(fork, d);
      if (score < bestScore) {
        bestScore = score;
        best = d;
      }
    }
    return best;
  }

  /* Sum of squared deviations of fork[d..] from their mean, over (n - d)^2. */
  private static double marginalError(double[] fork, int d) {
    int n = fork.length - d;
    double mean = 0;
    for (int i = d; i < fork.length; i++) {
      mean += fork[i] / n;
    }
    double squares = 0;
    for (int i = d; i < fork.length; i++) {
      squares += (fork[i] - mean) * (fork[i] - mean);
    }
    return squares / ((double) n * n);
  }

  /** The cut of every fork of {@code s}. */
  public static int[] cuts(Series s) {
    return s.forks().stream().mapToInt(Transient::cut).toArray();
  }
}
