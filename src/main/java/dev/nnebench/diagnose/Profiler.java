package dev.nnebench.diagnose;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the user's query once, untimed, inside a read-only transaction that is rolled back, and
 * profiles what came back. Reading stops at the first bound and the cursor is closed, which ends
 * the server's work on it; a call still running at {@code --max-seconds} is cancelled by the
 * driver's query timeout (the server answers ORA-01013).
 */
public final class Profiler {
  /** Oracle's statement that makes the transaction refuse every change. */
  static final String READ_ONLY = "SET TRANSACTION READ ONLY";
  /* ORA-00900 invalid SQL statement: what a server that is not Oracle (the loopback double)
   * answers to SET TRANSACTION; no Oracle release does. */
  private static final int INVALID_STATEMENT = 900;
  static final String READ_ONLY_NOTE = "read-only, rolled back";
  static final String REFUSED_NOTE = "not read-only: the server answered SET TRANSACTION READ ONLY"
      + " with ORA-00900, which no Oracle release does (the loopback double serves queries"
      + " only); the query was checked to be a single SELECT and the transaction rolled back";

  private Profiler() {}

  /** The profile of {@code sql} (already checked by {@link QueryGuard}) read on {@code c}. */
  public static ResultProfile profile(Connection c, String sql, int fetchSize, FetchBounds bounds)
      throws SQLException {
    boolean autoCommit = c.getAutoCommit();
    c.setAutoCommit(false);
    try (Statement st = c.createStatement()) {
      String transaction = readOnly(st);
      st.setFetchSize(fetchSize);
      st.setQueryTimeout(bounds.maxSeconds());
      try (ResultSet rs = st.executeQuery(sql)) {
        return read(rs, bounds, transaction);
      }
    } finally {
      c.rollback();
      c.setAutoCommit(autoCommit);
    }
  }

  /* Any other refusal is a real failure and ends the diagnosis. */
  private static String readOnly(Statement st) throws SQLException {
    try {
      st.execute(READ_ONLY);
      return READ_ONLY_NOTE;
    } catch (SQLException e) {
      if (e.getErrorCode() != INVALID_STATEMENT) {
        throw e;
      }
      return REFUSED_NOTE;
    }
  }

  private static ResultProfile read(ResultSet rs, FetchBounds bounds, String transaction)
      throws SQLException {
    List<ColumnProfile> columns = columns(rs.getMetaData());
    long start = System.nanoTime();
    long rows = 0;
    String stop = null;
    while (stop == null && rs.next()) {
      for (int i = 0; i < columns.size(); i++) {
        columns.get(i).add(rs.getString(i + 1));
      }
      rows++;
      stop = bounds.exceeded(rows, System.nanoTime() - start);
    }
    // at a bound, is there more? One more row says so; else the query simply ended there.
    if (stop != null && rows >= bounds.maxRows() && !rs.next()) {
      stop = null;
    }
    return new ResultProfile(rows, columns, Optional.ofNullable(stop), transaction);
  }

  private static List<ColumnProfile> columns(ResultSetMetaData meta) throws SQLException {
    List<ColumnProfile> out = new ArrayList<>();
    for (int i = 1; i <= meta.getColumnCount(); i++) {
      out.add(new ColumnProfile(meta.getColumnLabel(i), meta.getColumnTypeName(i)));
    }
    return out;
  }
}
