package dev.nnebench.fetch;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The fetching thread's CPU time, wall time and allocated bytes, charged step by step to the
 * {@link Tally} of the side that ran the step: one side's fetch charges every step to itself, an
 * interleaved pair charges each chunk of rows to the side that read it.
 */
final class ThreadMeters {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private long cpu;
  private long wall;
  private long allocated;

  private ThreadMeters() {
    cpu = threadCpu();
    wall = System.nanoTime();
    allocated = ThreadAllocation.bytes();
  }

  /** Meters marked now. */
  static ThreadMeters start() {
    return new ThreadMeters();
  }

  /** Charges what the thread spent since the last mark to {@code tally}, and marks now. */
  void chargeTo(Tally tally) {
    long nowCpu = threadCpu();
    long nowWall = System.nanoTime();
    long nowAllocated = ThreadAllocation.bytes();
    tally.cpuNanos = cpu < 0 || tally.cpuNanos < 0 ? -1 : tally.cpuNanos + nowCpu - cpu;
    tally.wallNanos += nowWall - wall;
    tally.allocatedBytes += nowAllocated - allocated;
    cpu = nowCpu;
    wall = nowWall;
    allocated = nowAllocated;
  }

  static long threadCpu() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
  }

  /* The user-mode part of the thread's CPU time (tick resolution): the rest is the kernel's.
   * It costs a /proc read on Linux, so it is read only around a whole fetch, never per chunk. */
  static long threadUser() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadUserTime() : -1;
  }
}
