package dev.nnebench.stats.queueing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToDoubleFunction;

/**
 * Exact Mean Value Analysis of a closed network of one load-dependent station (its completion
 * rate depends on how many customers are at it) and one delay station (a fixed mean time, no
 * queueing), in the Reiser-Lavenberg form with the station's marginal queue-length
 * probabilities. Population n = 1, 2, ...:
 *
 * <pre>
 *   R(n)   = sum_{j=1..n} j / mu(j) * p(j-1 | n-1)
 *   X(n)   = n / (R(n) + Z)
 *   p(j|n) = X(n) / mu(j) * p(j-1 | n-1)       j = 1..n
 *   p(0|n) = X(n) * Z / n * p(0 | n-1)          (0 when Z = 0)
 * </pre>
 *
 * <p>The textbook form takes p(0|n) as 1 minus the other probabilities, which cancels
 * catastrophically once the station is busy (the probabilities go negative, and with them the
 * response times: the instability the Octave queueing package warns of for multi-server
 * stations). With a delay station beside it, p(0|n) follows from the product form instead: the
 * state "all n at the delay" has weight Z^n/n!, and G(n-1)/G(n) = X(n), which gives the last
 * line above. Every probability is then a product of non-negative factors; the rounding left is
 * removed by normalising each step.
 */
public final class LoadDependentMva {
  private LoadDependentMva() {}

  /**
   * The network at every population from 1 to {@code population}.
   *
   * @param rate the station's completion rate with j customers at it, for j = 1..population;
   *     positive
   * @param delay the delay station's mean time per visit (the think time); zero or more
   */
  public static List<MvaPoint> solve(IntToDoubleFunction rate, double delay, int population) {
    if (population < 1 || !(delay >= 0) || Double.isInfinite(delay)) {
      throw new IllegalArgumentException("population must be at least 1 and the delay finite and"
          + " not negative: population " + population + ", delay " + delay);
    }
    List<MvaPoint> points = new ArrayList<>(population);
    double[] p = {1.0};
    for (int n = 1; n <= population; n++) {
      double response = 0;
      for (int j = 1; j <= n; j++) {
        response += j / positive(rate, j) * p[j - 1];
      }
      double throughput = n / (response + delay);
      p = next(p, rate, delay, n, throughput);
      points.add(new MvaPoint(n, throughput, response, throughput * response));
    }
    return List.copyOf(points);
  }

  /* p(.|n) from p(.|n-1), normalised. */
  private static double[] next(double[] previous, IntToDoubleFunction rate, double delay, int n,
      double throughput) {
    double[] p = new double[n + 1];
    p[0] = delay == 0 ? 0 : throughput * delay / n * previous[0];
    double sum = p[0];
    for (int j = 1; j <= n; j++) {
      p[j] = throughput / rate.applyAsDouble(j) * previous[j - 1];
      sum += p[j];
    }
    for (int j = 0; j <= n; j++) {
      p[j] /= sum;
    }
    return p;
  }

  private static double positive(IntToDoubleFunction rate, int j) {
    double mu = rate.applyAsDouble(j);
    if (!(mu > 0) || Double.isInfinite(mu)) {
      throw new IllegalArgumentException("the station's rate with " + j + " customers must be"
          + " positive and finite, not " + mu);
    }
    return mu;
  }
}
