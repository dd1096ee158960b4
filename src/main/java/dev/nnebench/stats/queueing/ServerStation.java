package dev.nnebench.stats.queueing;

/**
 * A station of {@code servers} identical servers (a database's CPUs) with a mean service time
 * per visit: j customers at it complete at min(j, K) / S, so it serves at most K / S per time
 * unit and queues the (K+1)-th customer.
 */
public record ServerStation(int servers, double serviceTime) {
  public ServerStation {
    if (servers < 1 || !(serviceTime > 0) || Double.isInfinite(serviceTime)) {
      throw new IllegalArgumentException("a server station needs at least 1 server and a positive"
          + " finite service time: servers " + servers + ", service time " + serviceTime);
    }
  }

  /** Completions per time unit with {@code customers} at the station. */
  public double rate(int customers) {
    return Math.min(customers, servers) / serviceTime;
  }

  /** The most it can complete per time unit: K / S. */
  public double capacity() {
    return servers / serviceTime;
  }
}
