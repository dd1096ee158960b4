package dev.nnebench.fetch;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.Arrays;

/**
 * The heap a fetch size needs: what one open result set of the session's scenario retains once
 * its first round trip has filled the driver's row buffers. Measured as the used heap after a
 * full GC ({@code System.gc()}, twice) with the cursor open and the first fetch size's worth of
 * rows read (the driver may decode a round trip's rows as they are read; one row where the
 * driver chooses the size), minus the same before the session's first fetch: ojdbc keeps a
 * connection's row buffers cached after a cursor closes, so a baseline taken between fetches
 * would miss them. The median of three, so one collection that left garbage does not decide it.
 * Allocation counts what a fetch churns; this is what it holds.
 */
public final class RetainedHeap {
  private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();
  private static final int TIMES = 3;

  private RetainedHeap() {}

  /**
   * Bytes retained by one open cursor of the session's shape; untimed, nothing verified. Call it
   * before the session's first fetch.
   */
  public static long bytes(Session session) {
    long without = usedAfterGc();
    long[] samples = new long[TIMES];
    for (int i = 0; i < TIMES; i++) {
      samples[i] = once(session) - without;
    }
    Arrays.sort(samples);
    return Math.max(0, samples[TIMES / 2]);
  }

  private static long once(Session session) {
    try (Cursor cursor = FetchRun.open(session, null, 0, false, ThreadMeters.start())) {
      cursor.read(session.scenario().setsFetchSize() ? session.scenario().fetchSize() : 1);
      long with = usedAfterGc();
      cursor.tally(); // the cursor stays reachable until here
      return with;
    }
  }

  private static long usedAfterGc() {
    System.gc();
    System.gc();
    return MEMORY.getHeapMemoryUsage().getUsed();
  }
}
