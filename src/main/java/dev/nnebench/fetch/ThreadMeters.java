package dev.nnebench.fetch;

import dev.nnebench.scenario.Calibration;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The fetching thread's CPU time, wall time and allocated bytes, charged step by step to the
 * {@link Tally} of the side that ran the step: one side's fetch charges every step to itself, an
 * interleaved pair charges each chunk of rows to the side that read it.
 */
final class ThreadMeters {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /* Arithmetic steps between clock reads while burning: a clock read is a system call. */
  private static final int SPIN = 2_000;
  /* Where a burn's result goes, so the JIT keeps its loop. */
  private static volatile long sink;

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

  /**
   * Burns {@code calibration}'s share of the CPU the thread spent since the last mark, in this
   * thread, so the next charge carries it as the side's own cost. Spins on arithmetic between
   * clock reads: the added time is user time, as a heavier row path's would be.
   */
  void burnSinceMark(Calibration calibration) {
    if (!calibration.active() || cpu < 0) {
      return;
    }
    long now = threadCpu();
    long until = now + (long) ((now - cpu) * calibration.fraction());
    long x = now;
    while (threadCpu() < until) {
      for (int i = 0; i < SPIN; i++) {
        x = x * 6364136223846793005L + 1442695040888963407L;
      }
    }
    sink = x;
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
