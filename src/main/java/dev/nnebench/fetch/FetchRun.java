package dev.nnebench.fetch;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.shape.RowDigest;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One measured, verified fetch: execute the shape's SQL with the scenario's fetch size, read
 * every cell of every row as the scenario says, fold each into a {@link RowDigest}, and compare
 * with the digest the shape defines. Wall and thread CPU time cover execute, read and close.
 */
public final class FetchRun {
  /** The label of a user's own SQL in a result (a shape's is the shape's label). */
  private static final String QUERY_LABEL = "query";
  private static final Map<Shape, Long> EXPECTED = new ConcurrentHashMap<>();

  private FetchRun() {}

  /** Fetches the session's shape; a wrong digest fails with exit code VERIFY. */
  public static FetchResult run(Session session) {
    return result(session, read(session, null, 0, false), null);
  }

  /**
   * {@link #run} through a PreparedStatement, as pooled applications fetch: with the driver's
   * implicit statement cache on, a repeat on the same connection re-executes the cached cursor.
   */
  public static FetchResult runPrepared(Session session) {
    return result(session, read(session, null, 0, true), null);
  }

  /**
   * The cursor of one fetch on {@code session}: of its shape when {@code sql} is null (the
   * timeout is then unused), else of a user's own SQL, cancelled after {@code timeoutSeconds}.
   */
  static Cursor open(Session session, String sql, int timeoutSeconds, boolean prepared,
      ThreadMeters meters) {
    Shape shape = session.scenario().shape();
    return sql == null
        ? Cursor.open(session, shape.toSql(), shape.cellsPerRow(), 0, prepared, meters)
        : Cursor.open(session, sql, -1, timeoutSeconds, prepared, meters);
  }

  /**
   * What {@code tally} read on {@code session}: a fetch of its shape ({@code sql} null) after
   * checking it read what the shape defines (exit code VERIFY if not), a user's SQL as counted.
   */
  static FetchResult result(Session session, Tally tally, String sql) {
    if (sql != null) {
      return tally.result(session, QUERY_LABEL, false);
    }
    Scenario s = session.scenario();
    verify(s, tally.rows, tally.digest.value());
    return tally.result(session, s.shape().label(), true);
  }

  /** Fails with exit code VERIFY unless rows and digest are what the scenario's shape defines. */
  static void verify(Scenario s, long rows, long digest) {
    long expected = expectedDigest(s.shape());
    if (digest != expected || rows != s.shape().rows()) {
      throw new NnebenchException(ExitCodes.VERIFY, "fetched rows differ from shape "
          + s.shape().label() + ": " + rows + " rows of " + s.shape().rows() + ", digest "
          + RowDigest.hex(digest) + " instead of " + RowDigest.hex(expected)
          + " (" + s.label() + ")");
    }
  }

  /**
   * Fetches a user's own SQL: rows, cells and bytes are counted, nothing is verified. An error the
   * server raises (e.g. ORA-00942) fails with exit code FETCH.
   */
  public static FetchResult runQuery(Session session, String sql) {
    return runQuery(session, sql, 0);
  }

  /**
   * {@link #runQuery(Session, String)} cancelled by the driver after {@code timeoutSeconds}
   * (0: never), which the server answers with ORA-01013 (exit code FETCH).
   */
  public static FetchResult runQuery(Session session, String sql, int timeoutSeconds) {
    return runQuery(session, sql, timeoutSeconds, Long.MAX_VALUE);
  }

  /** {@link #runQuery(Session, String, int)} reading at most {@code maxRows} rows. */
  public static FetchResult runQuery(Session session, String sql, int timeoutSeconds,
      long maxRows) {
    return result(session, read(session, sql, timeoutSeconds, false, maxRows), sql);
  }

  /** The digest a correct fetch of {@code shape} gives (computed once per shape). */
  public static long expectedDigest(Shape shape) {
    return EXPECTED.computeIfAbsent(shape, RowDigest::expected);
  }

  private static Tally read(Session session, String sql, int timeoutSeconds, boolean prepared) {
    return read(session, sql, timeoutSeconds, prepared, Long.MAX_VALUE);
  }

  private static Tally read(Session session, String sql, int timeoutSeconds, boolean prepared,
      long maxRows) {
    long user0 = ThreadMeters.threadUser(); // read outside the CPU window: a /proc read on Linux
    ThreadMeters meters = ThreadMeters.start();
    try (Cursor cursor = open(session, sql, timeoutSeconds, prepared, meters)) {
      cursor.read(maxRows);
      cursor.close();
      Tally t = cursor.tally();
      t.userNanos = user0 < 0 ? -1 : ThreadMeters.threadUser() - user0;
      return t;
    }
  }
}
