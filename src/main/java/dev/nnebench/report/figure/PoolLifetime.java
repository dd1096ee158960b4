package dev.nnebench.report.figure;

import java.time.Duration;
import java.util.List;

/**
 * What HikariCP's {@code maxLifetime} recycling costs: each of a fixed pool's connections is
 * closed and re-opened once per lifetime (HikariCP retires a connection up to 2.5 % early so
 * they do not all go at once, so these are lower bounds), and each re-open pays the connect
 * cost measured by a storm of one connection: the connecting thread's CPU and the open's wall
 * time (spent on HikariCP's background thread, not by a request, while the pool has a spare).
 */
public final class PoolLifetime {
  /** HikariCP's default maxLifetime, then shorter ones users set to follow firewalls or RAC. */
  public static final List<Duration> LIFETIMES = List.of(Duration.ofMinutes(30),
      Duration.ofMinutes(10), Duration.ofMinutes(1));
  /** HikariCP's default maximumPoolSize. */
  public static final int DEFAULT_POOL_SIZE = 10;
  private static final double SECONDS_PER_HOUR = 3600;
  private static final double MILLIS_PER_SECOND = 1000;

  private PoolLifetime() {}

  /** Connections re-opened per hour by a pool of {@code poolSize} at {@code maxLifetime}. */
  public static double reopensPerHour(int poolSize, Duration maxLifetime) {
    if (poolSize < 1 || maxLifetime.isNegative() || maxLifetime.isZero()) {
      throw new IllegalArgumentException("a pool of " + poolSize + " with maxLifetime "
          + maxLifetime + " recycles nothing; both must be positive");
    }
    return poolSize * SECONDS_PER_HOUR * MILLIS_PER_SECOND / maxLifetime.toMillis();
  }

  /** Seconds per hour spent re-opening, from the cost of one open in ms. */
  public static Measured secondsPerHour(int poolSize, Duration maxLifetime, Measured msPerOpen) {
    return msPerOpen.times(reopensPerHour(poolSize, maxLifetime) / MILLIS_PER_SECOND);
  }

  /** The share of one core that {@code cpuSecondsPerHour} keeps busy, in percent. */
  public static Measured percentOfACore(Measured cpuSecondsPerHour) {
    return cpuSecondsPerHour.times(100 / SECONDS_PER_HOUR);
  }

  /** {@code 30 min}, {@code 45 s}. */
  public static String label(Duration d) {
    return d.toSecondsPart() == 0 && d.toMinutes() > 0 ? d.toMinutes() + " min"
        : d.toSeconds() + " s";
  }
}
