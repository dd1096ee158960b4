package dev.nnebench.wire.query;

import dev.nnebench.wire.call.SessionInfo;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code SELECT <function> FROM DUAL} for the session functions clients query while setting up a
 * connection, answered as a 19c server in UTC answers them. node-oracledb asks for DBTIMEZONE
 * when the data-type negotiation carried no database time zone (the double advertises none).
 */
final class DualFunctions {
  private static final Pattern QUERY = Pattern.compile(
      "select\\s+(dbtimezone|sessiontimezone|user)\\s+from\\s+(sys\\.)?dual",
      Pattern.CASE_INSENSITIVE);
  private static final String UTC_OFFSET = "+00:00";
  /** Declared widths of the functions' VARCHAR2 results. */
  private static final int TIME_ZONE_WIDTH = 6;
  private static final int SESSION_TIME_ZONE_WIDTH = 75;
  private static final int USER_WIDTH = 128;

  private DualFunctions() {}

  /** The one-row result of {@code sql} (whitespace already collapsed), if it is such a query. */
  static Optional<RowSource> resolve(String sql, SessionInfo session) {
    Matcher m = QUERY.matcher(sql);
    if (!m.matches()) {
      return Optional.empty();
    }
    String function = m.group(1).toUpperCase(Locale.ROOT);
    return Optional.of(switch (function) {
      case "DBTIMEZONE" -> row(function, TIME_ZONE_WIDTH, UTC_OFFSET);
      case "SESSIONTIMEZONE" -> row(function, SESSION_TIME_ZONE_WIDTH, UTC_OFFSET);
      default -> row(function, USER_WIDTH, session.user().toUpperCase(Locale.ROOT));
    });
  }

  private static RowSource row(String column, int width, String value) {
    return new FixedRows(List.of(Column.varchar2(column, width)), List.of(List.of(value)));
  }
}
