package dev.nnebench.bench.connect;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Wall time of the opens of one iteration, each side of a paired trial apart, as plain sums
 * (EVENTS: in ConnectCost's average-time mode, OPERATIONS counters would come back as time per
 * count, inverted), so openNanos / opens is the mean open+close in ns.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class OpenCounters {
  /* Public mutable fields: JMH reads AuxCounters from public fields or getters. */
  public long openNanos;
  public long opens;
  public long openNanosPeer;
  public long opensPeer;
  /* The opening thread's CPU time of the same opens. */
  public long openCpuNanos;
  public long openCpuNanosPeer;

  @Setup(Level.Iteration)
  public void reset() {
    openNanos = 0;
    opens = 0;
    openNanosPeer = 0;
    opensPeer = 0;
    openCpuNanos = 0;
    openCpuNanosPeer = 0;
  }
}
