package dev.nnebench.wire.server;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Statement.cancel as the cancel tests drive it through the real drivers, over TCP or TCPS. */
final class Cancels {
  /* A response of a huge shape without NNE can end within 300 ms: the first cancel comes sooner. */
  private static final long FIRST_CANCEL_MS = 50;
  private static final long CANCEL_SPACING_MS = 300;

  /**
   * Connection properties under which a cancel meets no client-side timer race. ojdbc 18 and 19
   * run a read timeout as a timer task kept in one unsynchronised field of their socket channel,
   * which the reading and the cancelling thread both set and clear: a cancel can find the field
   * nulled between its check and its use (a NullPointerException in the client, seen in CI) or a
   * task still scheduled (18's "Interrupt task is already scheduled"). Without a read timeout
   * they schedule no task; the tests' @Timeout bounds a hang instead.
   */
  static final Map<String, String> NO_READ_TIMEOUT = Map.of("oracle.jdbc.ReadTimeout", "0");

  private Cancels() {}

  /** A statement's call, run on another thread while this one cancels it. */
  interface Call {
    ResultSet run() throws SQLException;
  }

  /*
   * A cancel that comes before the statement reaches the server does nothing, so repeat it; but
   * not faster than the driver handles one (ojdbc 19 under load failed cancels 50 ms apart).
   */
  static SQLException cancelUntilDone(Statement s, Call call) throws Exception {
    CompletableFuture<SQLException> result = callResult(call);
    long wait = FIRST_CANCEL_MS;
    while (true) {
      try {
        return result.get(wait, TimeUnit.MILLISECONDS);
      } catch (TimeoutException running) {
        s.cancel();
        wait = CANCEL_SPACING_MS;
      }
    }
  }

  /** The call's SQLException, or null when it completed (its result set closed). */
  static CompletableFuture<SQLException> callResult(Call call) {
    return CompletableFuture.supplyAsync(() -> {
      try {
        call.run().close();
        return null;
      } catch (SQLException e) {
        return e;
      }
    });
  }
}
