package dev.nnebench.wire.query;

import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.ttc.OraError;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The SQL clients send about their own session, answered as a 19c server in UTC answers it:
 * {@code SELECT <function> FROM DUAL} for DBTIMEZONE, SESSIONTIMEZONE and USER (node-oracledb
 * asks for DBTIMEZONE when the data-type negotiation carried no database time zone, and the
 * double advertises none), and {@code ALTER SESSION SET ...}, which succeeds without rows for
 * the parameters clients set (NLS, time zone, schema, edition) and raises ORA-02248 for others;
 * {@code SET TRANSACTION READ ONLY} (diagnose runs the user's query read-only) and its siblings
 * succeed without rows.
 * The double keeps no session settings: its answers do not depend on them.
 */
final class SessionSql {
  private static final Pattern QUERY = Pattern.compile(
      "select\\s+(dbtimezone|sessiontimezone|user)\\s+from\\s+(sys\\.)?dual",
      Pattern.CASE_INSENSITIVE);
  private static final Pattern ALTER_SESSION = Pattern.compile(
      "alter\\s+session\\s+set\\s+(\\w+)\\s*=.+", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  /*
   * Always the first statement of its transaction here (the double serves queries, so no
   * transaction is ever open), hence never ORA-01453.
   */
  private static final Pattern SET_TRANSACTION = Pattern.compile(
      "set\\s+transaction\\s+(read\\s+(only|write)|isolation\\s+level\\s+(serializable|read\\s+committed))",
      Pattern.CASE_INSENSITIVE);
  /** The session parameters clients set when they connect; others are ORA-02248. */
  private static final Pattern KNOWN_PARAMETER = Pattern.compile(
      "nls_\\w+|time_zone|current_schema|edition", Pattern.CASE_INSENSITIVE);
  private static final String UTC_OFFSET = "+00:00";
  /** Declared widths of the functions' VARCHAR2 results. */
  private static final int TIME_ZONE_WIDTH = 6;
  private static final int SESSION_TIME_ZONE_WIDTH = 75;
  private static final int USER_WIDTH = 128;

  private SessionSql() {}

  /**
   * What {@code sql} (whitespace already collapsed) returns, if it is session SQL: one row for a
   * function, a result without columns for a statement, or Oracle's error.
   */
  static Optional<SqlCatalog.Result> resolve(String sql, SessionInfo session) {
    if (SET_TRANSACTION.matcher(sql).matches()) {
      return Optional.of(SqlCatalog.Result.of(new FixedRows(List.of(), List.of())));
    }
    Matcher alter = ALTER_SESSION.matcher(sql);
    if (alter.matches()) {
      return Optional.of(KNOWN_PARAMETER.matcher(alter.group(1)).matches()
          ? SqlCatalog.Result.of(new FixedRows(List.of(), List.of()))
          : SqlCatalog.Result.of(OraError.INVALID_ALTER_SESSION_OPTION));
    }
    Matcher m = QUERY.matcher(sql);
    if (!m.matches()) {
      return Optional.empty();
    }
    return Optional.of(SqlCatalog.Result.of(function(m.group(1).toUpperCase(Locale.ROOT),
        session)));
  }

  private static RowSource function(String function, SessionInfo session) {
    return switch (function) {
      case "DBTIMEZONE" -> row(function, TIME_ZONE_WIDTH, UTC_OFFSET);
      case "SESSIONTIMEZONE" -> row(function, SESSION_TIME_ZONE_WIDTH, UTC_OFFSET);
      default -> row(function, USER_WIDTH, session.user().toUpperCase(Locale.ROOT));
    };
  }

  private static RowSource row(String column, int width, String value) {
    return new FixedRows(List.of(Column.varchar2(column, width)), List.of(List.of(value)));
  }
}
