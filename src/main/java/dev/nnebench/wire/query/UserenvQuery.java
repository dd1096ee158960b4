package dev.nnebench.wire.query;

import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.call.TlsParameters;
import dev.nnebench.wire.load.SessionTime;
import dev.nnebench.wire.ttc.OraError;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code SELECT SYS_CONTEXT('USERENV', 'p') [, ...] FROM DUAL} for the session's transport, as a
 * 23ai server answers it: NETWORK_PROTOCOL ({@code tcp} or {@code tcps}), TLS_VERSION and
 * TLS_CIPHERSUITE (JSSE's names, NULL on plain TCP). Under ezTLS the protocol stays {@code tcp}
 * (the plain port) and the TLS values are those of the TLS inside TNS; what 26ai reports there is
 * UNCONFIRMED, this is the reading that keeps "TLS in force" visible. Under a server model, SID
 * too (the session's id in the DBA views). Other parameters raise ORA-02003: the double knows no
 * more of USERENV.
 */
final class UserenvQuery {
  private static final Pattern QUERY = Pattern.compile(
      "select\\s+(sys_context\\(.+?)\\s*from\\s+(sys\\.)?dual", Pattern.CASE_INSENSITIVE);
  /* One item of the select list; the catalog has already dropped the whitespace around
   * parentheses and commas, so "...') AS v FROM dual" arrives as "...')AS v FROM dual". */
  private static final Pattern ITEM = Pattern.compile(
      "\\Gsys_context\\('userenv','(\\w+)'\\)(?:\\s*(?:as\\s+)?(\\w+))?(?:,|$)",
      Pattern.CASE_INSENSITIVE);
  /** SYS_CONTEXT's default result width. */
  static final int WIDTH = 256;

  private UserenvQuery() {}

  /** The one row {@code sql} (whitespace collapsed) returns, if it is such a query. */
  static Optional<SqlCatalog.Result> resolve(String sql, SessionInfo session, SessionTime time) {
    Matcher query = QUERY.matcher(sql);
    if (!query.matches()) {
      return Optional.empty();
    }
    List<Column> columns = new ArrayList<>();
    List<Object> row = new ArrayList<>();
    Matcher item = ITEM.matcher(query.group(1));
    int end = 0;
    while (end < query.group(1).length() && item.find()) {
      String parameter = item.group(1).toUpperCase(Locale.ROOT);
      if (!known(parameter) && !(parameter.equals("SID") && !time.model().isNone())) {
        return Optional.of(SqlCatalog.Result.of(OraError.INVALID_USERENV_PARAMETER));
      }
      columns.add(Column.varchar2(columnName(parameter, item.group(2)), WIDTH));
      row.add(parameter.equals("SID") ? Integer.toString(time.sid())
          : value(parameter, session.tls()));
      end = item.end();
    }
    if (end != query.group(1).length()) {
      return Optional.empty(); // not only SYS_CONTEXT('USERENV', ...) items
    }
    return Optional.of(SqlCatalog.Result.of(new FixedRows(columns, List.of(Arrays.asList(
        row.toArray())))));
  }

  private static boolean known(String parameter) {
    return switch (parameter) {
      case "NETWORK_PROTOCOL", "TLS_VERSION", "TLS_CIPHERSUITE" -> true;
      default -> false;
    };
  }

  private static String value(String parameter, TlsParameters tls) {
    return switch (parameter) {
      case "NETWORK_PROTOCOL" -> tls == null || tls.ezTls() ? "tcp" : "tcps";
      case "TLS_VERSION" -> tls == null ? null : tls.protocol();
      default -> tls == null ? null : tls.cipherSuite();
    };
  }

  /* Oracle names an unaliased column after the expression as written, in capitals. */
  private static String columnName(String parameter, String alias) {
    return alias != null ? alias.toUpperCase(Locale.ROOT)
        : "SYS_CONTEXT('USERENV','" + parameter + "')";
  }
}
