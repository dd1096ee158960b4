package dev.nnebench.bench.pool;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One iteration of a {@link PoolThroughput} trial as every client saw it, as plain values
 * (EVENTS: JMH neither divides nor inverts them): fetches and the window's length in ns, so
 * fetches * 1e9 / windowNanos is the pool's fetches per second; the summed wait for a
 * connection, the summed time a connection was held (borrowed to given back) and the fetching
 * threads' CPU time; and the p50 and p99 of a fetch's latency
 * (borrow, fetch, give back) and the p99 of the wait, in ns; the ms the fork's JIT compiled and
 * its collectors ran in the window (an iteration that did either is suspect); over a link, the
 * most fetches the pool could have made at one round trip of the RTT asked each (the report
 * flags a window above it: the link did not hold). The report builds
 * its intervals from these per-iteration values.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class PoolCounters {
  /* Public mutable fields: JMH reads AuxCounters from public fields. */
  public long fetches;
  public long windowNanos;
  public long waitNanos;
  public long holdNanos;
  public long cpuNanos;
  public long latencyP50Nanos;
  public long latencyP99Nanos;
  public long waitP99Nanos;
  public long jitMillis;
  public long gcMillis;
  public long linkBoundFetches;

  /* JMH hands the trial's benchmark state in: the window belongs to all its clients. */
  @Setup(Level.Iteration)
  public void open(PoolThroughput pool) {
    pool.openWindow();
  }

  /* Runs before JMH reads the fields, so they hold the iteration just measured. */
  @TearDown(Level.Iteration)
  public void close(PoolThroughput pool) {
    PoolWindow.Summary s = pool.closeWindow();
    fetches = s.fetches();
    windowNanos = s.windowNanos();
    waitNanos = s.waitNanos();
    holdNanos = s.holdNanos();
    cpuNanos = s.cpuNanos();
    latencyP50Nanos = s.latencyP50Nanos();
    latencyP99Nanos = s.latencyP99Nanos();
    waitP99Nanos = s.waitP99Nanos();
    jitMillis = s.jitMillis();
    gcMillis = s.gcMillis();
    linkBoundFetches = pool.linkBoundFetches(s.windowNanos());
  }
}
