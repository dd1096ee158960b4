package dev.nnebench.diagnose.network;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.concurrent.Executor;

/**
 * Times pings on a connection for {@link TargetRtt}: unmeasured ones first, then at least
 * {@value #MIN_PINGS} over at least {@value #MIN_MILLIS} ms (more on a fast link, up to
 * {@value #MAX_PINGS}), each with the calling thread's CPU in it. A fresh JVM's first seconds
 * compile the driver's code on the other core and run it cold on this one: many pings spread
 * over a second leave the fastest free of that, and the thread's CPU, subtracted, takes out what
 * the driver itself spends. The thread's wait for a CPU is not subtracted: a driver that waits
 * for its answer by yielding (runnable, not blocked) would have the link's time taken for it.
 */
final class Pings {
  /** One round trip to the server; the cheapest the driver makes. */
  @FunctionalInterface
  interface RoundTrip {
    void run() throws SQLException;
  }

  static final int WARM_UP = 10;
  static final int MIN_PINGS = 51;
  static final int MAX_PINGS = 401;
  static final long MIN_MILLIS = 2_000;
  private static final int TIMEOUT_MILLIS = 30_000;
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  /* The driver runs a network timeout's abort on it: in the calling thread is enough here. */
  private static final Executor IN_THREAD = Runnable::run;

  private Pings() {}

  /**
   * Times {@link Connection#isValid} with no timeout of its own: ojdbc 19 runs a ping with a
   * timeout through a timer that adds its hand-off to every ping (about 0.3 ms on a quiet machine,
   * milliseconds on a busy one). The socket's read timeout bounds a ping instead.
   */
  static TargetRtt on(Connection c) throws SQLException {
    int before = c.getNetworkTimeout();
    c.setNetworkTimeout(IN_THREAD, TIMEOUT_MILLIS);
    try {
      return time(() -> {
        if (!c.isValid(0)) {
          throw new SQLException("the target did not answer a ping");
        }
      });
    } finally {
      c.setNetworkTimeout(IN_THREAD, before);
    }
  }

  /** Times {@code trip} as above. */
  static TargetRtt time(RoundTrip trip) throws SQLException {
    for (int i = 0; i < WARM_UP; i++) {
      trip.run();
    }
    long[] wall = new long[MAX_PINGS];
    long[] cpu = new long[MAX_PINGS];
    long start = System.nanoTime();
    int n = 0;
    while (n < MAX_PINGS && (n < MIN_PINGS || System.nanoTime() - start < MIN_MILLIS * 1_000_000)) {
      long cpuBefore = cpuNanos();
      long t0 = System.nanoTime();
      trip.run();
      wall[n] = System.nanoTime() - t0;
      cpu[n] = cpuNanos() - cpuBefore;
      n++;
    }
    return TargetRtt.of(Arrays.copyOf(wall, n), Arrays.copyOf(cpu, n));
  }

  /* 0 where the JVM has no thread CPU clock: the RTT is then the fastest whole ping. */
  private static long cpuNanos() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : 0;
  }
}
