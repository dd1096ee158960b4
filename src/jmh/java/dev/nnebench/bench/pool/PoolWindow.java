package dev.nnebench.bench.pool;

import dev.nnebench.stats.LatencyHistogram;
import java.util.concurrent.atomic.LongAdder;

/**
 * What every client of a {@link PoolThroughput} trial did between two iteration boundaries:
 * fetches completed, the time they waited for a connection, held it (from borrowing to giving
 * back: the hold time queueing models need) and the time each took, counted by
 * all client threads at once, and what the fork's JIT and collectors took meanwhile. A fetch
 * belongs to the window open when it completes.
 */
final class PoolWindow {
  private static final double MEDIAN = 0.5;
  private static final double P99 = 0.99;

  /** One closed window: counts and sums, and percentiles in ns. */
  record Summary(long fetches, long windowNanos, long waitNanos, long holdNanos, long cpuNanos,
      long latencyP50Nanos, long latencyP99Nanos, long waitP99Nanos, long jitMillis,
      long gcMillis) {}

  private final long start = System.nanoTime();
  private final long jitAtStart = ForkPauses.jitMillis();
  private final long gcAtStart = ForkPauses.gcMillis();
  private final LongAdder fetches = new LongAdder();
  private final LongAdder waitNanos = new LongAdder();
  private final LongAdder holdNanos = new LongAdder();
  private final LongAdder cpuNanos = new LongAdder();
  private final LatencyHistogram latency = new LatencyHistogram();
  private final LatencyHistogram waits = new LatencyHistogram();

  /**
   * Counts one fetch: {@code waitNanos} borrowing the connection, {@code latencyNanos} from
   * asking for it to giving it back, {@code cpuNanos} of the fetching thread while fetching.
   */
  void record(long waitNanos, long latencyNanos, long cpuNanos) {
    fetches.increment();
    this.waitNanos.add(waitNanos);
    holdNanos.add(latencyNanos - waitNanos);
    this.cpuNanos.add(Math.max(0, cpuNanos));
    latency.record(latencyNanos);
    waits.record(waitNanos);
  }

  /** The window's figures up to now (fetches still in flight count in the next window). */
  Summary close() {
    return new Summary(fetches.sum(), System.nanoTime() - start, waitNanos.sum(),
        holdNanos.sum(), cpuNanos.sum(),
        latency.percentile(MEDIAN), latency.percentile(P99), waits.percentile(P99),
        ForkPauses.jitMillis() - jitAtStart, ForkPauses.gcMillis() - gcAtStart);
  }
}
