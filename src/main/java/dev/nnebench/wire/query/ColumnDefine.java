package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.TtcReader;

/**
 * One select-list column as a client defines it in an OALL8 define (option 0x10): the type it
 * wants the column in and, for LOBs, whether and how much of each value to send inline. Record
 * layout (python-oracledb, node-oracledb, go-ora and ojdbc's trace agree): type, flags,
 * precision, scale, buffer size, max array elements, UB8 continuation flags, OID length (and OID),
 * version, charset id, charset form, max characters (the LOB prefetch length), and at TTC field
 * version 12.2 and later a column id.
 *
 * @param type the Oracle type number the client wants (e.g. 112 CLOB, 8 LONG)
 * @param continuationFlags 0x2000000 asks for LOB length, chunk size and prefetched data
 * @param maxChars characters (CLOB) or bytes (BLOB) to prefetch with each LOB locator
 */
record ColumnDefine(int type, long continuationFlags, long maxChars) {
  /** Continuation flag: send each LOB's length and chunk size (and data up to maxChars). */
  static final long LOB_PREFETCH = 0x2000000L;

  static ColumnDefine read(TtcReader r, int fieldVersion) {
    int type = r.ub1();
    r.ub1(); // flags
    r.ub1(); // precision
    r.ub1(); // scale
    r.ub4(); // buffer size
    r.ub4(); // max array elements
    long contFlags = r.ub8();
    long oidLength = r.ub4();
    if (oidLength > 0) {
      r.bytes();
    }
    r.ub2(); // version
    r.ub2(); // charset id
    r.ub1(); // charset form
    long maxChars = r.ub4();
    if (fieldVersion >= ExecuteRequest.FIELD_VERSION_12_2) {
      r.ub4(); // column id
    }
    return new ColumnDefine(type, contFlags, maxChars);
  }

  /** Whether LOB values come with their length and chunk size (and maybe prefetched data). */
  boolean lobPrefetch() {
    return (continuationFlags & LOB_PREFETCH) != 0;
  }
}
