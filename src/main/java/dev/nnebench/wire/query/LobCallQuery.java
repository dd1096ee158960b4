package dev.nnebench.wire.query;

import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code SELECT NNEBENCH_LOB_CALLS FROM DUAL}: one NUMBER row, the LOB calls (length, read, chunk
 * size, open, close, free) the session has made so far, each a round trip of its own. The double's
 * own query, like NNEBENCH_SLEEP: an Oracle server answers it with ORA-00904, so a fetch's LOB
 * round trips apart from its other round trips are known on the double only.
 */
public final class LobCallQuery {
  /** The query, as a client sends it. */
  public static final String SQL = "SELECT NNEBENCH_LOB_CALLS FROM DUAL";
  static final String COLUMN = "NNEBENCH_LOB_CALLS";
  private static final Pattern QUERY = Pattern.compile(
      "\\s*select\\s+nnebench_lob_calls\\s+from\\s+(sys\\.)?dual\\s*;?\\s*",
      Pattern.CASE_INSENSITIVE);

  private LobCallQuery() {}

  static boolean matches(String sql) {
    return QUERY.matcher(sql).matches();
  }

  static RowSource rows(long calls) {
    return new FixedRows(List.of(Column.number(COLUMN)), List.of(List.of((Object) calls)));
  }
}
