package dev.nnebench.bench.connect;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The storms of one {@link ConnectStorm} iteration as plain sums (EVENTS: in average-time mode
 * OPERATIONS counters would come back inverted): stormNanos / storms is the mean time until all
 * of a storm's connections were usable, cpuNanos / connections the client CPU per connection.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class StormCounters {
  /* Public mutable fields: JMH reads AuxCounters from public fields. */
  public long stormNanos;
  public long storms;
  public long cpuNanos;
  public long connections;

  @Setup(Level.Iteration)
  public void reset() {
    stormNanos = 0;
    storms = 0;
    cpuNanos = 0;
    connections = 0;
  }

  void add(Storm.Result r) {
    stormNanos += r.stormNanos();
    storms++;
    cpuNanos += r.cpuNanos();
    connections += r.connections();
  }
}
