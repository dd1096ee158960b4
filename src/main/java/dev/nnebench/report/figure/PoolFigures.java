package dev.nnebench.report.figure;

import dev.nnebench.cell.Axes;
import dev.nnebench.results.Columns;
import dev.nnebench.results.Trial;

/**
 * The figures of the pool benchmarks, from their per-iteration counters: PoolThroughput's
 * fetches over its window (the pool's fetches per second), latency percentiles and wait for a
 * connection; ConnectStorm's time until all connections were usable and client CPU per
 * connection.
 */
public final class PoolFigures {
  private static final double NANOS_PER_SECOND = 1e9;
  private static final double NANOS_PER_MILLI = 1e6;

  /** Fetches per second of all the trial's threads together. */
  public static final Figure THROUGHPUT =
      Figures.per("fetches/s", "fetches", "windowNanos", NANOS_PER_SECOND);
  /** Median latency of a fetch (borrow, fetch, give back), ms. */
  static final Figure P50_MS = scaled("p50 ms", "latencyP50Nanos");
  /** 99th-percentile latency of a fetch, ms. */
  public static final Figure P99_MS = scaled("p99 ms", "latencyP99Nanos");
  /** Mean wait for a connection per fetch, ms. */
  static final Figure WAIT_MS = Figures.per("wait ms", "waitNanos", "fetches", 1 / NANOS_PER_MILLI);
  /**
   * Over a link, the fetches per second the pool could make at one round trip of the RTT asked
   * each; NaN without a link (rows without the counter).
   */
  public static final Figure LINK_BOUND = Figures.per("link-bound fetches/s", "linkBoundFetches",
      "windowNanos", NANOS_PER_SECOND);
  /** Time from the gate until the storm's last connection was logged on, ms. */
  public static final Figure STORM_MS = new Figure("storm ms",
      t -> Figures.quotient(t, "stormNanos", "storms", 1 / NANOS_PER_MILLI), Figures::score);
  /** Connecting threads' CPU time per connection, ms. */
  public static final Figure CPU_PER_CONNECTION_MS = Figures.per("client CPU ms per connection",
      "cpuNanos", "connections", 1 / NANOS_PER_MILLI);

  private PoolFigures() {}

  static int threads(Trial t) {
    return t.cell().get(Axes.THREADS);
  }

  static int poolSize(Trial t) {
    return t.cell().get(Axes.POOL_SIZE);
  }

  public static int connections(Trial t) {
    return t.cell().get(Axes.CONNECTIONS);
  }

  /* A percentile has no meaningful aggregate (JMH sums it over iterations): none without series. */
  private static Figure scaled(String name, String counter) {
    return new Figure(name, t -> t.series(Columns.aux(counter))
        .map(s -> s.combine(s, (a, b) -> a / NANOS_PER_MILLI)),
        t -> Measured.of(Double.NaN, Double.NaN));
  }
}
