package dev.nnebench.fetch;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.scenario.Scenario;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One side's open query: executed with its scenario's fetch size, then read some rows at a time
 * and closed. Each step charges the thread's meters since their last mark to this side's
 * {@link Tally}, so two cursors on one thread take turns and each is charged only its own turns.
 */
final class Cursor implements AutoCloseable {
  private final Session session;
  private final Statement statement;
  private final ResultSet rows;
  private final int columns;
  private final boolean idFirst;
  private final ThreadMeters meters;
  private final Tally tally = new Tally();
  private boolean exhausted;
  private boolean closed;

  private Cursor(Session session, Statement statement, ResultSet rows, int columns,
      boolean idFirst, ThreadMeters meters) {
    this.session = session;
    this.statement = statement;
    this.rows = rows;
    this.columns = columns;
    this.idFirst = idFirst;
    this.meters = meters;
  }

  /**
   * Executes {@code sql} on the session; {@code expectedColumns} below 0 takes any count and
   * reads the first column as a cell, else the first is the shape's row id.
   */
  static Cursor open(Session session, String sql, int expectedColumns, int timeoutSeconds,
      boolean prepared, ThreadMeters meters) {
    Statement st = null;
    try {
      st = prepared ? session.connection().prepareStatement(sql)
          : session.connection().createStatement();
      if (session.scenario().setsFetchSize()) {
        st.setFetchSize(session.scenario().fetchSize()); // also turns driver 23's tuning off
      }
      st.setQueryTimeout(timeoutSeconds);
      ResultSet rs = prepared ? ((PreparedStatement) st).executeQuery() : st.executeQuery(sql);
      int columns = rs.getMetaData().getColumnCount();
      Cursor c = new Cursor(session, st, rs, columns, expectedColumns >= 0, meters);
      if (expectedColumns >= 0 && columns != expectedColumns) {
        c.close();
        throw new NnebenchException(ExitCodes.VERIFY, "the query returned " + columns
            + " columns, the shape defines " + expectedColumns);
      }
      meters.chargeTo(c.tally);
      return c;
    } catch (SQLException e) {
      closeAfterFailure(st, e);
      throw failed(session, e);
    }
  }

  /** Reads at most {@code max} more rows; false once the result set has none left. */
  boolean read(long max) {
    if (exhausted) {
      return false;
    }
    try {
      exhausted = !tally.readRows(rows, columns, session.scenario().read(),
          idFirst ? session.scenario().shape() : null, max);
    } catch (SQLException e) {
      throw failed(session, e);
    }
    meters.burnSinceMark(session.calibration());
    meters.chargeTo(tally);
    return !exhausted;
  }

  /** Closes the result set and the statement, charged to this side; a second call does nothing. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    try (statement; rows) {
      // try-with-resources closes the result set, then the statement
    } catch (SQLException e) {
      throw failed(session, e);
    }
    meters.chargeTo(tally);
  }

  Tally tally() {
    return tally;
  }

  Session session() {
    return session;
  }

  private static void closeAfterFailure(Statement st, SQLException cause) {
    if (st != null) {
      try {
        st.close();
      } catch (SQLException e) {
        cause.addSuppressed(e);
      }
    }
  }

  /* The connection was open: a failure here is the query's or the fetch's, not the connect's. */
  private static NnebenchException failed(Session session, SQLException e) {
    Scenario s = session.scenario();
    return new NnebenchException(ExitCodes.FETCH, "fetch failed on "
        + session.target().description() + ": " + Connector.firstLine(e) + " (" + s.label() + ")",
        e);
  }
}
