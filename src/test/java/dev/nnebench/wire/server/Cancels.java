package dev.nnebench.wire.server;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Statement.cancel as the cancel tests drive it through the real drivers, over TCP or TCPS. */
final class Cancels {
  /* A response of a huge shape without NNE can end within 300 ms: the first cancel comes sooner. */
  private static final long FIRST_CANCEL_MS = 50;
  private static final long CANCEL_SPACING_MS = 300;
  private static final int ATTEMPTS = 3;

  private Cancels() {}

  /** A statement's call, run on another thread while this one cancels it. */
  interface Call {
    ResultSet run() throws SQLException;
  }

  /** One attempt of a test case. */
  interface Case {
    void run() throws Exception;
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

  /*
   * ojdbc 19 under load sometimes fails a cancel in the client before the server is involved: a
   * NullPointerException from its own TimeoutInterruptHandler (seen 82 ms into a case, at the
   * first cancel, over TCP and over TCPS). That is the driver's race, not the double's answer:
   * the case runs again on a fresh server, at most three times; any other failure fails at once.
   */
  static void withDriverRaceRetried(Case body) throws Exception {
    for (int attempt = 1; ; attempt++) {
      try {
        body.run();
        return;
      } catch (ExecutionException e) {
        if (attempt == ATTEMPTS || !driverInterruptRace(e.getCause())) {
          throw e;
        }
      }
    }
  }

  private static boolean driverInterruptRace(Throwable t) {
    StackTraceElement[] frames = t == null ? new StackTraceElement[0] : t.getStackTrace();
    return t instanceof NullPointerException && frames.length > 0
        && frames[0].getClassName().startsWith("oracle.net.nt.TimeoutInterruptHandler");
  }
}
