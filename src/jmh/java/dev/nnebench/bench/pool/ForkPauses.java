package dev.nnebench.bench.pool;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * Milliseconds this fork's JIT compilers and garbage collectors have spent so far, so a pool
 * window can say whether it compiled or collected: with dozens of client threads on two cores
 * either takes CPU from the fetches, and an iteration that did is the one that wanders.
 */
final class ForkPauses {
  private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
  private static final boolean JIT_MONITORED =
      JIT != null && JIT.isCompilationTimeMonitoringSupported();

  private ForkPauses() {}

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
