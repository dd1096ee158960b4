package dev.nnebench.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Order statistics that one slow iteration (a GC, a neighbour's burst) cannot drag along. */
public final class Robust {
  /* Scales the median absolute deviation to the standard deviation of a normal sample. */
  private static final double MAD_TO_SD = 1.4826;

  private Robust() {}

  public static double median(double[] values) {
    if (values.length == 0) {
      return Double.NaN;
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int mid = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }

  /** The median absolute deviation scaled to a standard deviation. */
  public static double spread(double[] values) {
    double center = median(values);
    double[] deviations = Arrays.stream(values).map(v -> Math.abs(v - center)).toArray();
    return MAD_TO_SD * median(deviations);
  }

  /** Theil-Sen slope: the median of the slopes between every pair of points, per index step. */
  public static double slope(double[] values) {
    List<Double> slopes = new ArrayList<>();
    for (int i = 0; i < values.length; i++) {
      for (int j = i + 1; j < values.length; j++) {
        slopes.add((values[j] - values[i]) / (j - i));
      }
    }
    return median(slopes.stream().mapToDouble(Double::doubleValue).toArray());
  }
}
