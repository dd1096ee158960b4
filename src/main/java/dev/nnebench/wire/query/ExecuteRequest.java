package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.TtcFormatException;
import dev.nnebench.wire.ttc.TtcReader;
import java.nio.charset.StandardCharsets;

/**
 * The fields of an OALL8 execute call (function 0x5E) the double acts on: a run of pointer
 * bytes and universal integers whose tail grows with the TTC field version (as python-oracledb's
 * execute message and go-ora's basicWrite lay it out), then the SQL text when it is parsed, then
 * the al8i4 array. ojdbc sends the SQL text as raw bytes whose length is the SQL length field
 * (seen in its trace); python-oracledb and go-ora length-prefix it, as their data-type
 * negotiation announces.
 *
 * @param options execute options (parse 0x01, define 0x10, execute 0x20, fetch 0x40, ...)
 * @param cursorId the cursor to run, 0 for a new one
 * @param sql the SQL text, or null when an open cursor is run again
 * @param prefetchRows rows the client asks to receive with the execute (the prefetch count)
 * @param rowsToFetch al8i4[1]: the execution count, which clients set to the fetch size for
 *     queries on an open cursor
 * @param defines the select list as the client defines it (a define call, option 0x10), or empty
 */
record ExecuteRequest(long options, long cursorId, String sql, long prefetchRows, long rowsToFetch,
    java.util.List<ColumnDefine> defines) {
  static final long OPTION_PARSE = 0x01;
  static final long OPTION_DEFINE = 0x10;
  static final long OPTION_EXECUTE = 0x20;
  static final long OPTION_FETCH = 0x40;
  static final long OPTION_DESCRIBE_ONLY = 0x20000;

  static final int FIELD_VERSION_12_1 = 7;
  static final int FIELD_VERSION_12_2 = 8;
  static final int FIELD_VERSION_12_2_EXT1 = 9;

  private static final int POINTERS_AFTER_BINDS = 5;
  private static final int AL8I4_ROWS = 1;
  /** Oracle's limit on select-list columns. */
  private static final int MAX_DEFINES = 1000;

  static ExecuteRequest read(TtcReader r, int fieldVersion) {
    return read(r, fieldVersion, false);
  }

  /**
   * @param lengthPrefixedText whether the SQL text is a TTC byte string (python-oracledb, go-ora)
   *     rather than raw bytes (ojdbc)
   */
  static ExecuteRequest read(TtcReader r, int fieldVersion, boolean lengthPrefixedText) {
    long options = r.ub4();
    long cursorId = r.ub4();
    r.ub1(); // pointer (SQL)
    long sqlLength = r.ub4();
    r.ub1(); // pointer (al8i4)
    long al8i4Length = r.ub4();
    r.ub1(); // pointer (al8o4)
    r.ub1(); // pointer (al8o4l)
    r.ub4(); // prefetch buffer size
    long prefetchRows = r.ub4();
    r.ub4(); // max long size
    skipPointerAndCount(r); // binds
    r.skip(POINTERS_AFTER_BINDS); // al8app, al8txn, al8txl, al8kv, al8kvl
    r.ub1(); // pointer (defines)
    long defineCount = r.ub4();
    skipTail(r, fieldVersion);
    String sql = sqlLength > 0 ? sqlText(r, sqlLength, lengthPrefixedText) : null;
    long[] al8i4 = new long[(int) Math.min(al8i4Length, 64)];
    for (int i = 0; i < al8i4.length; i++) {
      al8i4[i] = r.ub4();
    }
    long rowsToFetch = al8i4.length > AL8I4_ROWS ? al8i4[AL8I4_ROWS] : 0;
    java.util.List<ColumnDefine> defines = new java.util.ArrayList<>();
    if ((options & OPTION_DEFINE) != 0) {
      for (long i = 0; i < Math.min(defineCount, MAX_DEFINES); i++) {
        defines.add(ColumnDefine.read(r, fieldVersion));
      }
    }
    return new ExecuteRequest(options, cursorId, sql, prefetchRows, rowsToFetch,
        java.util.List.copyOf(defines));
  }

  private static String sqlText(TtcReader r, long sqlLength, boolean lengthPrefixed) {
    if (sqlLength > Integer.MAX_VALUE) {
      throw new TtcFormatException("SQL length " + sqlLength + " exceeds any request");
    }
    byte[] text = lengthPrefixed ? r.bytes() : r.raw((int) sqlLength);
    if (text == null || text.length != sqlLength) {
      throw new TtcFormatException("SQL text is not the announced " + sqlLength + " bytes");
    }
    return new String(text, StandardCharsets.UTF_8);
  }

  private static void skipPointerAndCount(TtcReader r) {
    r.ub1();
    r.ub4();
  }

  /** Registration ids, DML row-count array, SQL signature and chunk-id fields. */
  private static void skipTail(TtcReader r, int fieldVersion) {
    r.ub4(); // registration id, low half
    r.ub1(); // pointer (al8objlist)
    r.ub1(); // pointer (al8objlen)
    r.ub1(); // pointer (al8blv)
    r.ub4(); // al8blvl
    r.ub1(); // pointer (al8dnam)
    r.ub4(); // al8dnaml
    r.ub4(); // registration id, high half
    if (fieldVersion >= FIELD_VERSION_12_1) {
      skipPointerAndCount(r); // DML row counts
      r.ub1();
    }
    if (fieldVersion >= FIELD_VERSION_12_2) {
      skipPointerAndCount(r); // SQL signature
      skipPointerAndCount(r); // SQL id
      r.ub1();
    }
    if (fieldVersion >= FIELD_VERSION_12_2_EXT1) {
      skipPointerAndCount(r); // chunk ids
    }
  }

  /** A define call: the client names the types it wants the select list in. */
  boolean isDefine() {
    return (options & OPTION_DEFINE) != 0 && !defines.isEmpty();
  }

  boolean parses() {
    return sql != null;
  }

  /** Rows to send with this execute's answer. */
  long rowsWanted() {
    if ((options & OPTION_DESCRIBE_ONLY) != 0) {
      return 0;
    }
    if (prefetchRows > 0) {
      return prefetchRows;
    }
    return (options & OPTION_FETCH) != 0 ? rowsToFetch : 0;
  }
}
