package dev.nnebench.diagnose.query;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.failure.ServerError;
import dev.nnebench.fetch.Connector;
import java.sql.SQLException;

/**
 * An error the server raised while diagnose read a query, as one line and an exit code: the
 * query timeout (ORA-01013 after {@code --max-seconds}) is a bound, anything else (ORA-00942 and
 * the like) is a failed fetch.
 */
public final class SqlFailures {
  private SqlFailures() {}

  public static NnebenchException of(SQLException e, String where, FetchBounds bounds) {
    if (new ServerError(e.getErrorCode()).cancelled()
        || e instanceof java.sql.SQLTimeoutException) {
      return new NnebenchException(ExitCodes.BOUNDED, "the query ran past --max-seconds "
          + bounds.maxSeconds() + " on " + where + " and was cancelled; narrow it or raise"
          + " --max-seconds", e);
    }
    return new NnebenchException(ExitCodes.FETCH, "the query failed on " + where + ": "
        + Connector.firstLine(e) + "; check it in SQL*Plus as the same user", e);
  }
}
