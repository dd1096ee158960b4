package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;

/**
 * Call bodies (after the function header the session reads) laid out as ojdbc 23.26 sends them
 * at TTC field version 13 (seen in its trace).
 */
final class Requests {
  static final int FIELD_VERSION = 13;
  private static final long QUERY_OPTIONS = 0x8000 | 0x40 | 0x20 | 0x01; // not PL/SQL, fetch, execute, parse
  private static final int AL8I4_LENGTH = 13;

  private Requests() {}

  /** A first execute of {@code sql} with prefetch {@code rows}. */
  static TtcReader execute(String sql, long rows) {
    byte[] text = sql.getBytes(StandardCharsets.UTF_8);
    TtcWriter w = new TtcWriter();
    w.ub4(QUERY_OPTIONS).ub4(0).ub1(1).ub4(text.length);
    w.ub1(1).ub4(AL8I4_LENGTH).ub1(0).ub1(0);
    w.ub4(0).ub4(rows).ub4(0x7fffffffL); // prefetch buffer, prefetch rows, max long
    w.ub1(0).ub4(0); // binds
    w.ub1(0).ub1(0).ub1(0).ub1(0).ub1(0);
    w.ub1(0).ub4(0); // defines
    w.ub4(0).ub1(0).ub1(1).ub1(0).ub4(0).ub1(0).ub4(0).ub4(0); // registration, al8blv, al8dnam
    w.ub1(0).ub4(0).ub1(0); // DML row counts
    w.ub1(0).ub4(0).ub1(0).ub4(0).ub1(0); // SQL signature, SQL id
    w.ub1(0).ub4(0); // chunk ids
    w.raw(text); // ojdbc sends the text raw, its length in the SQL length field
    w.ub4(1).ub4(0); // al8i4[0] parse, [1] execution count
    for (int i = 2; i < AL8I4_LENGTH; i++) {
      w.ub4(i == 7 ? 1 : 0); // [7] is query
    }
    return new TtcReader(w.toByteArray());
  }

  static TtcReader fetch(long cursorId, long rows) {
    return new TtcReader(new TtcWriter().ub4(cursorId).ub4(rows).toByteArray());
  }

  static TtcReader reexecuteAndFetch(long cursorId, long rows) {
    return new TtcReader(new TtcWriter().ub4(cursorId).ub4(rows).ub4(0x20).ub4(0).toByteArray());
  }

  static TtcReader closeCursors(long... ids) {
    TtcWriter w = new TtcWriter().ub1(1).ub4(ids.length);
    for (long id : ids) {
      w.ub4(id);
    }
    return new TtcReader(w.toByteArray());
  }
}
