package dev.nnebench.wire.ttc;

import java.nio.charset.StandardCharsets;

/**
 * TTC message 4, which ends a call's response when end-of-response is not negotiated: call
 * status, cursor, ROWID, batch-error counts, then the error number and the cumulative row count,
 * then the error text when the error number is not zero. Layout for TTC field versions below
 * 20.1 (the double advertises 19c), which omit the trailing SQL type and checksum words.
 */
public final class EndOfCall {
  /** Call status with no transaction in progress. */
  public static final int STATUS_NO_TRANSACTION = 1;

  private EndOfCall() {}

  /** A successful call. */
  public static void ok(TtcWriter w, int cursorId, long rowCount) {
    write(w, cursorId, rowCount, 0, null);
  }

  public static void error(TtcWriter w, OraError error, int cursorId, long rowCount) {
    write(w, cursorId, rowCount, error.code(), error.message());
  }

  public static void write(TtcWriter w, int cursorId, long rowCount, int errorCode, String text) {
    w.ub1(MessageType.END_OF_CALL);
    w.ub4(STATUS_NO_TRANSACTION).ub2(0).ub4(rowCount).ub2(errorCode).ub2(0).ub2(0);
    w.ub2(cursorId).sb4(0).ub1(0).ub1(0).ub1(0).ub1(0).ub1(0).ub1(0);
    w.ub4(0).ub2(0).ub1(0).ub4(0).ub2(0); // ROWID: rba, partition, filler, block, slot
    w.ub4(0).ub1(0).ub1(0).ub2(0).ub4(0).ub4(0); // OS error, stmt/call no, padding, iters, oerrdd
    w.ub2(0).ub4(0).ub2(0); // batch errors, offsets, messages
    w.ub4(errorCode).ub8(rowCount);
    if (errorCode != 0) {
      w.bytes(text.getBytes(StandardCharsets.UTF_8));
    }
  }
}
