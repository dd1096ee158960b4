package dev.nnebench.bench.fetch;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/** Milliseconds this JVM's JIT compilers have spent so far; 0 where the VM does not tell. */
final class JitTime {
  private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
  private static final boolean MONITORED =
      JIT != null && JIT.isCompilationTimeMonitoringSupported();

  private JitTime() {}

  static long millis() {
    return MONITORED ? JIT.getTotalCompilationTime() : 0;
  }
}
