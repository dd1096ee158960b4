package dev.nnebench.results;

/**
 * Names of what a fetch costs in memory: the counters a fetch trial publishes per second, the
 * heap its sidecar records, and the columns results.csv derives from them per fetch, per row and
 * per GB (each for the counterpart side too, suffix {@code Peer}).
 */
public final class MemoryName {
  /** Counter: bytes the fetching thread allocated (HotSpot's per-thread counter). */
  public static final String ALLOC_BYTES = "allocBytes";
  /** Counter: collections of every collector of the fork's JVM, and their milliseconds. */
  public static final String GC_COUNT = "gcCount";
  public static final String GC_MILLIS = "gcMillis";
  /**
   * Sidecar: the heap one open result set holds at the cell's fetch size, retained after a full
   * GC, beyond the heap without it (median of three).
   */
  public static final String HEAP_RETAINED = "heapRetainedBytes";
  /** Derived columns: allocated bytes per fetch, per row and per GB fetched. */
  public static final String PER_FETCH = "alloc.bytesPerFetch";
  public static final String PER_ROW = "alloc.bytesPerRow";
  public static final String PER_GB = "alloc.bytesPerGb";
  /** Suffix of the counterpart side's counters and derived columns. */
  public static final String PEER = "Peer";

  private MemoryName() {}
}
