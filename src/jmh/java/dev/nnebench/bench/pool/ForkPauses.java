package dev.nnebench.bench.pool;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * Milliseconds this fork's JIT compilers and garbage collectors have spent so far, so a pool
 * window can say whether it compiled or collected: with dozens of client threads on two cores
 * either takes CPU from the fetches, and an iteration that did is the one that wanders. A pool
 * trial waits for a quiet JIT before JMH's warm-up starts.
 */
final class ForkPauses {
  private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
  private static final boolean JIT_MONITORED =
      JIT != null && JIT.isCompilationTimeMonitoringSupported();

  /* Measured here (pool preset, 32 threads, a shared 2-core machine): the JIT compiled for
   * 700-1,100 ms of every 1 s iteration for the first 8-15 s of a fork (longer over a link, whose
   * relay adds code), and fetches/s rose 2.5x when it stopped. Quiet: under 10 % of a step. */
  private static final long STEP_MILLIS = 500;
  private static final long QUIET_MILLIS_PER_STEP = 50;
  private static final int QUIET_STEPS = 2;

  private ForkPauses() {}

  /**
   * Waits, while the workload runs, until the JIT compilers have been nearly idle for two
   * half-second steps in a row, or {@code capMillis} passed; returns the ms waited. Without JIT
   * time monitoring it returns at once.
   */
  static long awaitQuietJit(long capMillis) throws InterruptedException {
    long start = System.nanoTime();
    long last = jitMillis();
    int quiet = JIT_MONITORED ? 0 : QUIET_STEPS;
    while (quiet < QUIET_STEPS && elapsedMillis(start) < capMillis) {
      Thread.sleep(STEP_MILLIS);
      long now = jitMillis();
      quiet = now - last <= QUIET_MILLIS_PER_STEP ? quiet + 1 : 0;
      last = now;
    }
    return elapsedMillis(start);
  }

  private static long elapsedMillis(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }

  /** JIT compile time so far; 0 where the VM does not tell. */
  static long jitMillis() {
    return JIT_MONITORED ? JIT.getTotalCompilationTime() : 0;
  }

  /** Collection time of every collector so far (those that do not tell count as 0). */
  static long gcMillis() {
    return ManagementFactory.getGarbageCollectorMXBeans().stream()
        .mapToLong(GarbageCollectorMXBean::getCollectionTime).filter(t -> t > 0).sum();
  }
}
