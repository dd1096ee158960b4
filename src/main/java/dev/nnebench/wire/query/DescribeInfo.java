package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * TTC message 16: the column list a query returns, sent before its first rows. Layout for TTC
 * field versions 12.2 to 19c (the double advertises 19c): the 23.x domain, annotation and vector
 * fields are absent.
 */
final class DescribeInfo {
  /** TTC field version 12.2, from which each column carries a column id. */
  static final int FIELD_VERSION_12_2 = 8;

  private static final int AL32UTF8 = 873;
  private static final int CHARSET_FORM_IMPLICIT = 1;
  private static final int NULLABLE = 1;
  /** Byte a real server sends after the column count; clients skip it. */
  private static final int COLUMN_LIST_MARKER = 0x82;
  /** Oracle DATE image of 2026-01-01 00:00:00, standing in for the server's current date. */
  private static final byte[] CURRENT_DATE = {120, 126, 1, 1, 1, 1, 1};
  /** An opaque describe key; clients skip it. A real server sends 23 bytes ending in a DATE. */
  private static final byte[] DESCRIBE_KEY = describeKey();
  /** dcbmdbz as a real 23ai server sent it. */
  private static final int DCB_MDBZ = 0x1FE8;

  private DescribeInfo() {}

  /** Writes the describe info; a statement (no columns, e.g. ALTER SESSION) has none. */
  static void write(TtcWriter w, List<Column> columns, int fieldVersion) {
    write(w, columns, fieldVersion, true);
  }

  /**
   * @param universalScale whether scales go out as universal integers (ojdbc, go-ora) or as one
   *     raw signed byte (python-oracledb, node-oracledb); the same bytes for scale 0
   */
  static void write(TtcWriter w, List<Column> columns, int fieldVersion, boolean universalScale) {
    if (columns.isEmpty()) {
      return;
    }
    w.ub1(MessageType.DESCRIBE_INFO);
    w.bytes(DESCRIBE_KEY);
    w.ub4(maxRowSize(columns)).ub4(columns.size());
    if (!columns.isEmpty()) {
      w.ub1(COLUMN_LIST_MARKER);
    }
    for (Column c : columns) {
      writeColumn(w, c, fieldVersion, universalScale);
    }
    w.bytesWithLength(CURRENT_DATE);
    w.ub4(0).ub4(DCB_MDBZ).ub4(columns.size()).ub4(columns.size()); // dcbflag, mdbz, mnpr, mxpr
    w.bytesWithLength(null); // dcbqcky
  }

  private static void writeColumn(TtcWriter w, Column c, int fieldVersion,
      boolean universalScale) {
    boolean text = c.type().text();
    w.ub1(c.type().oracleTypeNumber()).ub1(0); // type, flags
    w.ub1(c.precision());
    if (universalScale) {
      w.sb4(c.scale());
    } else {
      w.ub1(c.scale() & 0xff);
    }
    w.ub4(c.width()).ub4(0).ub8(0).bytesWithLength(null); // buffer, max elements, cont flags, OID
    w.ub2(0).ub2(text ? AL32UTF8 : 0).ub1(text ? CHARSET_FORM_IMPLICIT : 0);
    w.ub4(c.type() == Column.Type.VARCHAR2 ? c.width() : 0); // max characters
    if (fieldVersion >= FIELD_VERSION_12_2) {
      w.ub4(0); // column id
    }
    byte[] name = c.name().getBytes(StandardCharsets.UTF_8);
    w.ub1(NULLABLE).ub1(name.length).bytesWithLength(name);
    w.bytesWithLength(null).bytesWithLength(null); // schema, type name
    w.ub2(0).ub4(0); // column position, UDS flags
  }

  private static int maxRowSize(List<Column> columns) {
    int size = 0;
    for (Column c : columns) {
      size += c.width();
    }
    return size;
  }

  private static byte[] describeKey() {
    byte[] key = new byte[23];
    System.arraycopy(CURRENT_DATE, 0, key, key.length - CURRENT_DATE.length, CURRENT_DATE.length);
    return key;
  }
}
