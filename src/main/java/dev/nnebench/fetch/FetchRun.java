package dev.nnebench.fetch;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.RowDigest;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shape;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One measured, verified fetch: execute the shape's SQL with the scenario's fetch size, read
 * every cell of every row as the scenario says, fold each into a {@link RowDigest}, and compare
 * with the digest the shape defines. Wall and thread CPU time cover execute, read and close.
 */
public final class FetchRun {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final Map<Shape, Long> EXPECTED = new ConcurrentHashMap<>();

  private FetchRun() {}

  /** Fetches the session's shape; a wrong digest fails with exit code VERIFY. */
  public static FetchResult run(Session session) {
    Scenario s = session.scenario();
    Tally tally = read(session, s.shape().toSql(), s.shape().cellsPerRow(), 0, false);
    verify(s, tally.rows, tally.digest.value());
    return tally.result(session, s.shape().label(), true);
  }

  /**
   * {@link #run} through a PreparedStatement, as pooled applications fetch: with the driver's
   * implicit statement cache on, a repeat on the same connection re-executes the cached cursor.
   */
  public static FetchResult runPrepared(Session session) {
    Scenario s = session.scenario();
    Tally tally = read(session, s.shape().toSql(), s.shape().cellsPerRow(), 0, true);
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
    return read(session, sql, -1, timeoutSeconds, false).result(session, "query", false);
  }

  /** The digest a correct fetch of {@code shape} gives (computed once per shape). */
  public static long expectedDigest(Shape shape) {
    return EXPECTED.computeIfAbsent(shape, RowDigest::expected);
  }

  private static Tally read(Session session, String sql, int expectedColumns,
      int timeoutSeconds, boolean prepared) {
    Scenario s = session.scenario();
    Tally t = new Tally();
    long user0 = threadUser(); // read outside the CPU window: it costs a /proc read on Linux
    long cpu0 = threadCpu();
    long t0 = System.nanoTime();
    try (Statement st = prepared ? session.connection().prepareStatement(sql)
        : session.connection().createStatement()) {
      st.setFetchSize(s.fetchSize());
      st.setQueryTimeout(timeoutSeconds);
      try (ResultSet rs = prepared ? ((PreparedStatement) st).executeQuery()
          : st.executeQuery(sql)) {
        int columns = rs.getMetaData().getColumnCount();
        if (expectedColumns >= 0 && columns != expectedColumns) {
          throw new NnebenchException(ExitCodes.VERIFY, "the query returned " + columns
              + " columns, the shape defines " + expectedColumns);
        }
        t.readAll(rs, columns, s.read(), expectedColumns >= 0);
      }
    } catch (SQLException e) {
      // the connection was open: a failure here is the query's or the fetch's, not the connect's
      throw new NnebenchException(ExitCodes.FETCH, "fetch failed on " + session.target()
          .description() + ": " + Connector.firstLine(e) + " (" + s.label() + ")", e);
    }
    t.wallNanos = System.nanoTime() - t0;
    t.cpuNanos = cpu0 < 0 ? -1 : threadCpu() - cpu0;
    t.userNanos = user0 < 0 ? -1 : threadUser() - user0;
    return t;
  }

  private static long threadCpu() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
  }

  /* The user-mode part of the thread's CPU time (tick resolution): the rest is the kernel's. */
  private static long threadUser() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadUserTime() : -1;
  }

  /** What one fetch read. */
  private static final class Tally {
    final RowDigest digest = new RowDigest();
    long rows;
    long bytes;
    long wallNanos;
    long cpuNanos;
    long userNanos;

    void readAll(ResultSet rs, int columns, ReadStyle read, boolean idFirst) throws SQLException {
      while (rs.next()) {
        rows++;
        int first = 1;
        if (idFirst) {
          readId(rs, read);
          first = 2;
        }
        for (int c = first; c <= columns; c++) {
          readCell(rs, c, read);
        }
      }
    }

    private void readId(ResultSet rs, ReadStyle read) throws SQLException {
      if (read == ReadStyle.GET_STRING) {
        readCell(rs, 1, read);
        return;
      }
      byte[] raw = rs.getBytes(1);
      bytes += raw.length;
      digest.addId(IdBytes.decode(raw));
    }

    private void readCell(ResultSet rs, int column, ReadStyle read) throws SQLException {
      if (read == ReadStyle.GET_STRING) {
        String v = rs.getString(column);
        bytes += v == null ? 0 : v.length();
        digest.add(v);
      } else {
        byte[] v = rs.getBytes(column);
        bytes += v == null ? 0 : v.length;
        digest.add(v);
      }
    }

    FetchResult result(Session session, String query, boolean verified) {
      return new FetchResult(session.scenario(), session.target().description(),
          session.keyScheduleLabel(), session.negotiated(), session.jceIgnored(), Environment.current(), query, rows,
          digest.cells(), bytes, session.connectNanos(), wallNanos, cpuNanos, userNanos, digest.value(),
          verified);
    }
  }
}
