package dev.nnebench.fetch;

import java.lang.management.ManagementFactory;

/**
 * Bytes the current thread has allocated so far (HotSpot's per-thread counter), or 0 where the
 * VM does not tell: what one fetch allocates grows with the fetch size (the driver's row
 * buffers), which is what a very large fetch size costs in heap.
 */
final class ThreadAllocation {
  private static final com.sun.management.ThreadMXBean THREADS = threads();

  private ThreadAllocation() {}

  static long bytes() {
    return THREADS == null ? 0 : THREADS.getCurrentThreadAllocatedBytes();
  }

  private static com.sun.management.ThreadMXBean threads() {
    var bean = ManagementFactory.getThreadMXBean();
    if (bean instanceof com.sun.management.ThreadMXBean hotspot
        && hotspot.isThreadAllocatedMemorySupported() && hotspot.isThreadAllocatedMemoryEnabled()) {
      return hotspot;
    }
    return null;
  }
}
