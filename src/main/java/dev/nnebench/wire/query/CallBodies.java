package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;

/**
 * Client-side call bodies (what follows the function header) laid out as ojdbc sends them
 * at TTC field version 13: an OALL8 parse-execute-fetch of a query and a FETCH. For
 * benchmarks and tools that drive a {@link QueryService} without a driver or a socket.
 */
public final class CallBodies {
  private static final long QUERY_OPTIONS = 0x8000 | 0x20 | 0x01; // not PL/SQL, execute, parse
  private static final int AL8I4_LENGTH = 13;
  private static final int AL8I4_IS_QUERY = 7;
  private static final long MAX_LONG_SIZE = 0x7fffffffL;

  private CallBodies() {}

  /** A first execute of {@code sql} that asks for {@code prefetchRows} rows with the answer. */
  public static byte[] executeQuery(String sql, long prefetchRows) {
    byte[] text = sql.getBytes(StandardCharsets.UTF_8);
    TtcWriter w = new TtcWriter(text.length + 128);
    w.ub4(QUERY_OPTIONS).ub4(0).ub1(1).ub4(text.length);
    w.ub1(1).ub4(AL8I4_LENGTH).ub1(0).ub1(0);
    w.ub4(0).ub4(prefetchRows).ub4(MAX_LONG_SIZE);
    w.ub1(0).ub4(0); // binds
    w.ub1(0).ub1(0).ub1(0).ub1(0).ub1(0); // al8app, al8txn, al8txl, al8kv, al8kvl
    w.ub1(0).ub4(0); // defines
    w.ub4(0).ub1(0).ub1(1).ub1(0).ub4(0).ub1(0).ub4(0).ub4(0); // registration ids, al8blv, al8dnam
    w.ub1(0).ub4(0).ub1(0); // DML row counts
    w.ub1(0).ub4(0).ub1(0).ub4(0).ub1(0); // SQL signature, SQL id
    w.ub1(0).ub4(0); // chunk ids
    w.raw(text); // ojdbc sends the text raw, its length in the SQL length field
    for (int i = 0; i < AL8I4_LENGTH; i++) {
      w.ub4(i == 0 || i == AL8I4_IS_QUERY ? 1 : 0); // [0] parse, [7] is query
    }
    return w.toByteArray();
  }

  /** A FETCH of {@code rows} more rows from an open cursor. */
  public static byte[] fetch(long cursorId, long rows) {
    return new TtcWriter(16).ub4(cursorId).ub4(rows).toByteArray();
  }

  /** A close-cursors piggyback body for the given cursor ids. */
  public static byte[] closeCursors(long... cursorIds) {
    TtcWriter w = new TtcWriter(16).ub1(1).ub4(cursorIds.length);
    for (long id : cursorIds) {
      w.ub4(id);
    }
    return w.toByteArray();
  }
}
