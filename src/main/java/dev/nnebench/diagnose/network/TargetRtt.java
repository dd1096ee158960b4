package dev.nnebench.diagnose.network;

import dev.nnebench.link.MeasuredRtt;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Locale;

/**
 * The round-trip time to the target as the application sees it, timed on one of its connections
 * with {@link Connection#isValid} (one round trip, OPING in the thin driver), after a few
 * unmeasured pings: the fastest ping is what every round trip pays at least (what the machine's
 * scheduling does only ever adds), the median what a round trip typically pays.
 *
 * @param fastestNanos the fastest measured ping
 * @param medianNanos the median measured ping
 * @param pings how many pings were measured
 */
public record TargetRtt(long fastestNanos, long medianNanos, int pings) {
  static final int WARM_UP = 10;
  static final int MEASURED = 11;
  private static final int TIMEOUT_SECONDS = 30;

  /** Times {@value #MEASURED} pings on {@code c} after {@value #WARM_UP} unmeasured ones. */
  static TargetRtt measure(Connection c) throws SQLException {
    for (int i = 0; i < WARM_UP; i++) {
      ping(c);
    }
    long[] nanos = new long[MEASURED];
    for (int i = 0; i < MEASURED; i++) {
      long start = System.nanoTime();
      ping(c);
      nanos[i] = System.nanoTime() - start;
    }
    return of(nanos);
  }

  /** The figures of measured pings. */
  static TargetRtt of(long[] nanos) {
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    return new TargetRtt(sorted[0], sorted[sorted.length / 2], sorted.length);
  }

  public double fastestMs() {
    return fastestNanos / 1e6;
  }

  /** {@code 2.051 ms (fastest of 11 pings; median 2.110 ms)}. */
  public String describe() {
    return MeasuredRtt.ms(fastestNanos) + String.format(Locale.ROOT,
        " (fastest of %d pings on the application's connection; median %s)", pings,
        MeasuredRtt.ms(medianNanos));
  }

  private static void ping(Connection c) throws SQLException {
    if (!c.isValid(TIMEOUT_SECONDS)) {
      throw new SQLException("the target did not answer a ping within " + TIMEOUT_SECONDS
          + " s");
    }
  }
}
