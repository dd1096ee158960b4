package dev.nnebench.fetch;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Puts a connection into a read-only transaction (autocommit off, {@code SET TRANSACTION READ
 * ONLY}) for fetching a user's query, and ends it with a rollback: diagnose runs against
 * production databases and never commits. A server that answers ORA-00900 (invalid SQL
 * statement) is not an Oracle database (no Oracle release does that; the loopback double,
 * which serves queries only, does): there the transaction stays an ordinary one.
 */
public final class ReadOnlyTransaction {
  /** Oracle's statement that makes the transaction refuse every change. */
  public static final String STATEMENT = "SET TRANSACTION READ ONLY";
  private static final int INVALID_STATEMENT = 900;

  private ReadOnlyTransaction() {}

  /**
   * Begins the transaction; returns true when it is read-only, false when the server does not
   * know the statement (ORA-00900). Any other refusal is thrown.
   */
  public static boolean begin(Connection c) throws SQLException {
    c.setAutoCommit(false);
    try (Statement st = c.createStatement()) {
      st.execute(STATEMENT);
      return true;
    } catch (SQLException e) {
      if (e.getErrorCode() != INVALID_STATEMENT) {
        throw e;
      }
      return false;
    }
  }

  /** Rolls the transaction back and returns to autocommit. */
  public static void end(Connection c) throws SQLException {
    c.rollback();
    c.setAutoCommit(true);
  }
}
