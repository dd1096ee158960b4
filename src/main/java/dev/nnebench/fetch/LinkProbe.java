package dev.nnebench.fetch;

import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.target.LinkedTarget;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;

/**
 * Times round trips on a connection over an emulated link, with the link's pacing off and on in
 * turn: {@link Connection#isValid} is one round trip to the server (OPING in the thin driver), the
 * cheapest a driver makes. Unmeasured pings first; then the two kinds alternate, so a path still
 * warming up weighs on both alike. Each side's figure is its fastest ping: what the machine's
 * scheduling adds (a wake-up on the other core, a preempted thread) only ever adds, and on two
 * busy cores it moved medians of eleven pings by up to 0.4 ms, more than a short link's check
 * allows.
 */
public final class LinkProbe {
  /* A fresh connection's first pings take up to twice the settled time (e.g. 0.9 ms, then
   * 0.4 ms): warmed with the link's delays off, so a long RTT does not make it slow. */
  private static final int WARM_UP = 30;
  private static final int MEASURED = 11;
  private static final int TIMEOUT_SECONDS = 30;
  /* Inside a benchmark fork pinned to one core, a link can measure well above its RTT in the
   * fork's first seconds (5 ms as 6.7 ms, 2 ms as up to 4.7 ms): the JIT's compiler threads share
   * that core, and a relay thread woken behind them delivers late. A pause lets them finish. */
  private static final int ATTEMPTS = 3;
  private static final long PAUSE_MILLIS = 1_000;

  private LinkProbe() {}

  /**
   * {@link #measure}, again after a pause while the link did not add what was asked, up to
   * {@value #ATTEMPTS} times: a fork's first seconds compile hot code on the same core, and what
   * that adds to a wake-up is the fork's, not the link's. Returns the last measurement, as asked
   * or not: a link that never holds still fails its check.
   */
  public static MeasuredRtt measureSettled(LinkedTarget linked, Connection c)
      throws SQLException {
    MeasuredRtt rtt = measure(linked, c);
    for (int attempt = 1; attempt < ATTEMPTS && !rtt.asAsked(); attempt++) {
      pause();
      rtt = measure(linked, c);
    }
    return rtt;
  }

  private static void pause() throws SQLException {
    try {
      Thread.sleep(PAUSE_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SQLException("interrupted while waiting to time the link again", e);
    }
  }

  /** The connection's RTT without and with the link's delays; the link is left on. */
  public static MeasuredRtt measure(LinkedTarget linked, Connection c) throws SQLException {
    linked.pace(false);
    for (int i = 0; i < WARM_UP; i++) {
      ping(c);
    }
    long[] without = new long[MEASURED];
    long[] with = new long[MEASURED];
    try {
      for (int i = 0; i < MEASURED; i++) {
        linked.pace(false);
        without[i] = timedPing(c);
        linked.pace(true);
        with[i] = timedPing(c);
      }
    } finally {
      linked.pace(true);
    }
    return new MeasuredRtt(linked.link(), fastest(without), fastest(with));
  }

  private static long timedPing(Connection c) throws SQLException {
    long start = System.nanoTime();
    ping(c);
    return System.nanoTime() - start;
  }

  private static long fastest(long[] nanos) {
    return Arrays.stream(nanos).min().orElseThrow();
  }

  private static void ping(Connection c) throws SQLException {
    if (!c.isValid(TIMEOUT_SECONDS)) {
      throw new SQLException("the connection did not answer a ping within " + TIMEOUT_SECONDS
          + " s over the emulated link");
    }
  }
}
