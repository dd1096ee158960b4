package dev.nnebench.stats.queueing;

/**
 * What a measured closed pool is held against, chosen by how the server's service times vary,
 * never by which lies closer to the measurement.
 *
 * <ul>
 *   <li>{@link #BOUND} for fixed service times: a closed cycle of fixed times settles into a
 *       schedule in which nobody waits below the knee and no server idles past it, so it runs on
 *       the asymptotes min(P/(S+Z), K/S). Variable times outside the server (the link, the
 *       client) bring it below them, towards MVA.
 *   <li>{@link #MVA} for exponential service times: Mean Value Analysis is exact for a
 *       first-come-first-served K-server station with exponential service beside a delay of any
 *       distribution (the product form), and lies under the asymptotes, most at the knee.
 * </ul>
 */
public enum Reference {
  BOUND("the asymptotic bound min(P/(S+Z), K/S)"),
  MVA("exact MVA");

  private final String label;

  Reference(String label) {
    this.label = label;
  }

  /** The reference for fixed service times, or for exponential ones. */
  public static Reference forService(boolean fixed) {
    return fixed ? BOUND : MVA;
  }

  /** What it predicts for {@code system} with {@code pool} connections always in use. */
  public double predict(PoolSystem system, int pool) {
    return this == BOUND ? system.bound(pool, pool) : system.inUse(pool).get(pool - 1)
        .throughput();
  }

  /** How a report names it. */
  public String label() {
    return label;
  }
}
