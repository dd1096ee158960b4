package dev.nnebench.fetch;

import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.target.LinkedTarget;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;

/**
 * Times round trips on a connection over an emulated link, with the link's pacing off and then
 * on: {@link Connection#isValid} is one round trip to the server (OPING in the thin driver), the
 * cheapest a driver makes. A few unmeasured pings first, so the driver's ping path is warm.
 */
public final class LinkProbe {
  private static final int WARM_UP = 3;
  private static final int MEASURED = 9;
  private static final int TIMEOUT_SECONDS = 30;

  private LinkProbe() {}

  /** The connection's RTT without and with the link's delays; the link is left on. */
  public static MeasuredRtt measure(LinkedTarget linked, Connection c) throws SQLException {
    linked.pace(false);
    long without;
    try {
      without = medianPing(c);
    } finally {
      linked.pace(true);
    }
    return new MeasuredRtt(linked.link(), without, medianPing(c));
  }

  /** The median of {@link #MEASURED} pings after {@link #WARM_UP} unmeasured ones. */
  static long medianPing(Connection c) throws SQLException {
    for (int i = 0; i < WARM_UP; i++) {
      ping(c);
    }
    long[] nanos = new long[MEASURED];
    for (int i = 0; i < MEASURED; i++) {
      long start = System.nanoTime();
      ping(c);
      nanos[i] = System.nanoTime() - start;
    }
    Arrays.sort(nanos);
    return nanos[MEASURED / 2];
  }

  private static void ping(Connection c) throws SQLException {
    if (!c.isValid(TIMEOUT_SECONDS)) {
      throw new SQLException("the connection did not answer a ping within " + TIMEOUT_SECONDS
          + " s over the emulated link");
    }
  }
}
