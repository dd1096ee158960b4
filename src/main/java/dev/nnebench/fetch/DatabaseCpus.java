package dev.nnebench.fetch;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * The database's CPU count as its cpu_count parameter gives it (V$PARAMETER), what a pool's
 * knee is counted in: readable where the user may read the view (on the double under a server
 * MODEL, whose K it is; on a database with SELECT on V_$PARAMETER).
 */
public final class DatabaseCpus {
  static final String CPU_COUNT = "SELECT value FROM v$parameter WHERE name = 'cpu_count'";

  private DatabaseCpus() {}

  /**
   * cpu_count; empty where it is 0 (Oracle's "the OS's count") or not a number. A refused
   * view throws, so the caller can say which grant is missing.
   */
  public static Optional<Integer> read(Connection c) throws SQLException {
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(CPU_COUNT)) {
      if (!rs.next()) {
        return Optional.empty();
      }
      try {
        int n = Integer.parseInt(rs.getString(1).trim());
        return n > 0 ? Optional.of(n) : Optional.empty();
      } catch (NumberFormatException e) {
        return Optional.empty();
      }
    }
  }
}
