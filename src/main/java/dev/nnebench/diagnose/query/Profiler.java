package dev.nnebench.diagnose.query;

import dev.nnebench.fetch.ReadOnlyTransaction;
import dev.nnebench.scenario.FetchSize;
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
  static final String READ_ONLY_NOTE = "read-only, rolled back";
  static final String REFUSED_NOTE = "not read-only: the server answered SET TRANSACTION READ ONLY"
      + " with ORA-00900, which no Oracle release does (the loopback double serves queries"
      + " only); the query was checked to be a single SELECT and the transaction rolled back";

  private Profiler() {}

  /** The profile of {@code sql} (already checked by {@link QueryGuard}) read on {@code c}. */
  public static ResultProfile profile(Connection c, String sql, int fetchSize, FetchBounds bounds)
      throws SQLException {
    return profile(c, sql, fetchSize, bounds, () -> { }, () -> { });
  }

  /**
   * As {@link #profile(Connection, String, int, FetchBounds)}, running {@code start} just before
   * the execute and {@code end} just after the last row was read: the window in which the
   * fetch's own round trips are counted (the transaction's are outside it).
   */
  public static ResultProfile profile(Connection c, String sql, int fetchSize, FetchBounds bounds,
      Runnable start, Runnable end) throws SQLException {
    String transaction = ReadOnlyTransaction.begin(c) ? READ_ONLY_NOTE : REFUSED_NOTE;
    try (Statement st = c.createStatement()) {
      if (fetchSize != FetchSize.DRIVER_CHOOSES) {
        st.setFetchSize(fetchSize); // also turns driver 23's own tuning off, as in the application
      }
      st.setQueryTimeout(bounds.maxSeconds());
      start.run();
      try (ResultSet rs = st.executeQuery(sql)) {
        ResultProfile profile = read(rs, bounds, transaction);
        end.run();
        return profile;
      }
    } finally {
      ReadOnlyTransaction.end(c);
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
        readCell(rs, i + 1, columns.get(i));
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

  /* RAW and BLOB as bytes (their lengths are bytes), the rest as the text an application gets
   * from getString (a CLOB's whole value). */
  private static void readCell(ResultSet rs, int index, ColumnProfile column)
      throws SQLException {
    if (column.sqlType().binary()) {
      column.addBytes(rs.getBytes(index));
    } else {
      column.add(rs.getString(index));
    }
  }

  private static List<ColumnProfile> columns(ResultSetMetaData meta) throws SQLException {
    List<ColumnProfile> out = new ArrayList<>();
    for (int i = 1; i <= meta.getColumnCount(); i++) {
      out.add(new ColumnProfile(meta.getColumnLabel(i), SqlType.of(meta, i)));
    }
    return out;
  }
}
