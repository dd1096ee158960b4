package dev.nnebench.bench.fetch;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Collections of this JVM so far and their milliseconds, over every collector (young and old).
 * JVM-wide: in a fetch fork that is the fetch, its relays and the harness.
 */
final class GcTime {
  private static final List<GarbageCollectorMXBean> COLLECTORS =
      ManagementFactory.getGarbageCollectorMXBeans();

  private GcTime() {}

  static long count() {
    return COLLECTORS.stream().mapToLong(c -> Math.max(0, c.getCollectionCount())).sum();
  }

  static long millis() {
    return COLLECTORS.stream().mapToLong(c -> Math.max(0, c.getCollectionTime())).sum();
  }
}
