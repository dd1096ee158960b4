package dev.nnebench.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Wall time of the opens of one iteration, each side of a paired trial apart; per second like
 * every JMH auxiliary counter, so openNanos / opens is the mean open+close in ns.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class OpenCounters {
  /* Public mutable fields: JMH reads AuxCounters from public fields or getters. */
  public long openNanos;
  public long opens;
  public long openNanosPeer;
  public long opensPeer;

  @Setup(Level.Iteration)
  public void reset() {
    openNanos = 0;
    opens = 0;
    openNanosPeer = 0;
    opensPeer = 0;
  }
}
