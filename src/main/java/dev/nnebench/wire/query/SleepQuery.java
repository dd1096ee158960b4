package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.TtcWriter;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code SELECT NNEBENCH_SLEEP(n) FROM DUAL}: a query the server works on for n seconds before
 * it returns its one row (n), like a query over a function that calls DBMS_SESSION.SLEEP on a
 * real server. It gives Statement.cancel and setQueryTimeout a call to interrupt without making
 * either end burn CPU: the session waits while watching for the client's break.
 */
final class SleepQuery {
  static final String COLUMN = "NNEBENCH_SLEEP";
  /* at most 999 seconds: a typo cannot park a session for hours */
  private static final Pattern SQL =
      Pattern.compile("select nnebench_sleep\\((\\d{1,3})\\) ?from (sys\\.)?dual");

  private SleepQuery() {}

  /** The seconds the SQL (whitespace collapsed) sleeps, or -1 if it is no sleep query. */
  static int seconds(String collapsedSql) {
    Matcher m = SQL.matcher(collapsedSql.toLowerCase(Locale.ROOT));
    return m.matches() ? Integer.parseInt(m.group(1)) : -1;
  }

  /** Its one row, which the server hands out only after {@code seconds}. */
  static RowSource rows(int seconds) {
    FixedRows row = new FixedRows(List.of(Column.number(COLUMN)),
        List.of(List.of((Object) (long) seconds)));
    return new RowSource() {
      @Override
      public List<Column> columns() {
        return row.columns();
      }

      @Override
      public long rowCount() {
        return row.rowCount();
      }

      @Override
      public void writeCell(long r, int column, TtcWriter w) {
        row.writeCell(r, column, w);
      }

      @Override
      public boolean repeatsPrevious(long r, int column) {
        return row.repeatsPrevious(r, column);
      }

      @Override
      public long workMillis() {
        return seconds * 1000L;
      }
    };
  }
}
