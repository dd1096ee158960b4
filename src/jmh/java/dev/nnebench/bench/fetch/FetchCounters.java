package dev.nnebench.bench.fetch;

import dev.nnebench.fetch.FetchResult;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What the fetches of one iteration read and what they cost the fetching thread, reported by JMH
 * per second beside the fetch rate. Divided by each other the seconds cancel: cpuNanos / bytes is
 * CPU seconds per GB, cpuNanos / cells is CPU ms per million cells (the report does this),
 * wallNanos / bytes the wall seconds per GB a user waits (diagnose compares it side by side);
 * jitMillis per second is the share of the iteration the JIT compilers were busy (per mille);
 * allocBytes / rows and allocBytes / bytes are allocated bytes per row and per GB, gcCount and
 * gcMillis per second the collections and the share of the iteration in them (per mille).
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class FetchCounters {
  /* Public mutable fields: JMH reads AuxCounters from public fields or getters. */
  public long cpuNanos;
  public long bytes;
  public long cells;
  public long rows;
  /* The counterpart's fetches of a paired trial; zero when unpaired. */
  public long cpuNanosPeer;
  public long bytesPeer;
  public long cellsPeer;
  /* Wall time of each side's fetches (execute, read, close): what a user of the fetch waits. */
  public long wallNanos;
  public long wallNanosPeer;
  /* Bytes the fetching thread allocated per side (0 where the VM does not count). */
  public long allocBytes;
  public long allocBytesPeer;
  /* The user-mode part of cpuNanos per side: whether a swing in CPU per GB is the kernel's
   * (round trips: socket calls and wake-ups) or the code's. Unpaired trials only: an interleaved
   * pair does not split it (0 on both sides). */
  public long userNanos;
  public long userNanosPeer;
  /* Round trips each side's fetches made over an emulated link (0 without one), and bytes each
   * way: rows / roundTrips is the rows per round trip the driver really fetched. */
  public long roundTrips;
  public long roundTripsPeer;
  public long bytesToServer;
  public long bytesFromServer;
  /* JIT compile time since the iteration began: a measured iteration that compiled is suspect. */
  public long jitMillis;
  private long jitAtStart;
  /* Collections and their ms since the iteration began, the whole JVM's (GcTime). */
  public long gcCount;
  public long gcMillis;
  private long gcCountAtStart;
  private long gcMillisAtStart;

  @Setup(Level.Iteration)
  public void reset() {
    cpuNanos = 0;
    bytes = 0;
    cells = 0;
    rows = 0;
    cpuNanosPeer = 0;
    bytesPeer = 0;
    cellsPeer = 0;
    wallNanos = 0;
    wallNanosPeer = 0;
    allocBytes = 0;
    allocBytesPeer = 0;
    userNanos = 0;
    userNanosPeer = 0;
    roundTrips = 0;
    roundTripsPeer = 0;
    bytesToServer = 0;
    bytesFromServer = 0;
    jitMillis = 0;
    jitAtStart = JitTime.millis();
    gcCount = 0;
    gcMillis = 0;
    gcCountAtStart = GcTime.count();
    gcMillisAtStart = GcTime.millis();
  }

  private void gcSinceStart() {
    gcCount = GcTime.count() - gcCountAtStart;
    gcMillis = GcTime.millis() - gcMillisAtStart;
  }

  void addPeer(FetchResult result) {
    cpuNanosPeer += result.cpuNanos();
    bytesPeer += result.bytes();
    cellsPeer += result.cells();
    wallNanosPeer += result.wallNanos();
    allocBytesPeer += result.allocatedBytes();
    userNanosPeer += Math.max(0, result.userNanos());
    jitMillis = JitTime.millis() - jitAtStart;
    gcSinceStart();
  }

  void add(FetchResult result) {
    cpuNanos += result.cpuNanos();
    bytes += result.bytes();
    cells += result.cells();
    rows += result.rows();
    wallNanos += result.wallNanos();
    allocBytes += result.allocatedBytes();
    userNanos += Math.max(0, result.userNanos());
    jitMillis = JitTime.millis() - jitAtStart;
    gcSinceStart();
  }
}
