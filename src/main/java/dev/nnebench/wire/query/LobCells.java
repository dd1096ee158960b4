package dev.nnebench.wire.query;

import dev.nnebench.shape.TypedValues;
import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;

/**
 * Writes CLOB and BLOB cells in the form the client's define asked for:
 * <ul>
 *   <li>no define, or one without the prefetch flag: UB4 locator length, the locator;
 *   <li>prefetch flag, prefetch length 0 (python-oracledb, node-oracledb): UB4 locator length,
 *       UB8 LOB length, UB4 chunk size, the locator;
 *   <li>prefetch length n > 0 (ojdbc's oracle.jdbc.defaultLobPrefetchSize): as above, then for
 *       CLOB a charset flag 1, charset 2000 (AL16UTF16) and the form, then the first n
 *       characters or bytes, then the locator;
 *   <li>defined as LONG, LONG VARCHAR or LONG RAW (python-oracledb's fetch_lobs=False,
 *       node-oracledb's fetchAsString/fetchAsBuffer, go-ora's default): the whole value (CLOB
 *       text in UTF-8), then an SB4 indicator and a UB4 return code, both 0.
 * </ul>
 * CLOB lengths, offsets and prefetch lengths count UTF-16 code units, and CLOB data goes out as
 * UTF-16BE, as a server with a varying-width database character set sends it.
 */
final class LobCells {
  /** Chunk size reported for every LOB (a SecureFile's block-sized chunk). */
  static final int CHUNK_SIZE = 8132;
  /** Character set id of AL16UTF16, in which CLOB data travels. */
  static final int AL16UTF16 = 2000;
  static final int LONG = 8;
  static final int LONG_RAW = 24;
  /** Oracle's LONG VARCHAR, which go-ora defines CLOB columns as (its LOB FETCH=INLINE). */
  static final int LONG_VARCHAR = 94;
  private static final int CHARSET_FORM_IMPLICIT = 1;

  private LobCells() {}

  /** Writes a NULL LOB cell: no locator, or for a LONG define an empty value and its trailer. */
  static void writeNull(ColumnDefine define, TtcWriter w) {
    if (longDefine(define)) {
      w.ub1(0).sb4(-1).ub4(0); // indicator -1: NULL
    } else {
      w.ub4(0);
    }
  }

  private static boolean longDefine(ColumnDefine define) {
    return define != null && (define.type() == LONG || define.type() == LONG_RAW
        || define.type() == LONG_VARCHAR);
  }

  /** Writes a non-NULL LOB cell of group {@code g}, column {@code c}, {@code length} long. */
  static void write(boolean blob, long g, int c, int length, ColumnDefine define, TtcWriter w) {
    if (longDefine(define)) {
      w.bytes(data(blob, g, c, length, 0, length, define.type() != LONG_RAW));
      w.sb4(0).ub4(0); // indicator, return code
      return;
    }
    byte[] locator = new LobLocator(blob, g, c, length).bytes();
    w.ub4(locator.length);
    if (define != null && define.lobPrefetch()) {
      w.ub8(length).ub4(CHUNK_SIZE);
      if (define.maxChars() > 0) {
        if (!blob) {
          w.ub1(1).ub2(AL16UTF16).ub1(CHARSET_FORM_IMPLICIT);
        }
        int n = (int) Math.min(length, define.maxChars());
        w.bytes(data(blob, g, c, length, 0, n, false));
      }
    }
    w.bytes(locator);
  }

  /**
   * Characters or bytes {@code [from, from + n)} of a value: BLOB bytes, CLOB text as UTF-16BE
   * (or as UTF-8 with {@code utf8}, the database character set, for a LONG define).
   */
  static byte[] data(boolean blob, long g, int c, int length, int from, int n, boolean utf8) {
    if (blob) {
      byte[] all = TypedValues.bytes(g, c, length);
      return java.util.Arrays.copyOfRange(all, from, from + n);
    }
    String part = TypedValues.text(g, c, length).substring(from, from + n);
    return part.getBytes(utf8 ? StandardCharsets.UTF_8 : StandardCharsets.UTF_16BE);
  }
}
