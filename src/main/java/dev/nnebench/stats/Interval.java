package dev.nnebench.stats;

/** An estimate with the bounds of its confidence interval (not necessarily symmetric). */
public record Interval(double estimate, double low, double high) {
  /** The larger distance from the estimate to a bound: a symmetric bar that covers both; NaN
   * when there is no interval. */
  public double halfWidth() {
    return Math.max(high - estimate, estimate - low);
  }

  /** Whether this interval and {@code other} share no value. */
  public boolean disjoint(Interval other) {
    return high < other.low || other.high < low;
  }
}
