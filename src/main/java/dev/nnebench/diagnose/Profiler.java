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
 * profiles what came back. Reading stops at the first bound; the statement is then cancelled so
 * that the server stops too.
 */
public final class Profiler {
  private Profiler() {}

  /** The profile of {@code sql} (already checked by {@link QueryGuard}) read on {@code c}. */
  public static ResultProfile profile(Connection c, String sql, int fetchSize, FetchBounds bounds)
      throws SQLException {
    boolean autoCommit = c.getAutoCommit();
    c.setAutoCommit(false);
    try (Statement st = c.createStatement()) {
      st.execute("SET TRANSACTION READ ONLY");
      st.setFetchSize(fetchSize);
      st.setQueryTimeout(bounds.maxSeconds());
      try (ResultSet rs = st.executeQuery(sql)) {
        return read(st, rs, bounds);
      }
    } finally {
      c.rollback();
      c.setAutoCommit(autoCommit);
    }
  }

  private static ResultProfile read(Statement st, ResultSet rs, FetchBounds bounds)
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
    if (stop != null) {
      st.cancel();
    }
    return new ResultProfile(rows, columns, Optional.ofNullable(stop));
  }

  private static List<ColumnProfile> columns(ResultSetMetaData meta) throws SQLException {
    List<ColumnProfile> out = new ArrayList<>();
    for (int i = 1; i <= meta.getColumnCount(); i++) {
      out.add(new ColumnProfile(meta.getColumnLabel(i), meta.getColumnTypeName(i)));
    }
    return out;
  }
}
