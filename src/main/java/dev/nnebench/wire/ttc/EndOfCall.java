package dev.nnebench.wire.ttc;

import java.nio.charset.StandardCharsets;

/**
 * TTC message 4, which ends a call's response when end-of-response is not negotiated: call
 * status, cursor, ROWID, batch-error counts, then the error number and the cumulative row count,
 * then the error text when the error number is not zero. Layout for TTC field versions below
 * 20.1 (the double advertises 19c), which omit the trailing SQL type and checksum words.
 *
 * <p>The call number must echo the sequence number of the call being answered: ojdbc checks it
 * whenever the error number is not zero and otherwise fails with "TTIOER call number 0 does not
 * match TTIFUN sequence number n" (seen in its trace), surfacing as {@code SQLException: null}.
 */
public final class EndOfCall {
  /** Call status with no transaction in progress. */
  public static final int STATUS_NO_TRANSACTION = 1;
  /**
   * The TTC field version (12.1) from which the message ends with the error number as a UB4 and
   * the row count as a UB8; an 11.2 client (ojdbc6 11.2.0.4) reads the error text right after
   * the batch-error fields.
   */
  public static final int FIELD_VERSION_12_1 = 7;

  private EndOfCall() {}

  /** A successful call. */
  public static void ok(TtcWriter w, int cursorId, long rowCount) {
    write(w, cursorId, rowCount, 0, null, 0);
  }

  /** A successful answer to the call with sequence number {@code callNumber}. */
  public static void ok(TtcWriter w, int cursorId, long rowCount, int callNumber) {
    write(w, cursorId, rowCount, 0, null, callNumber);
  }

  /** An error answer to the call with sequence number {@code callNumber}. */
  public static void error(TtcWriter w, OraError error, int cursorId, long rowCount,
      int callNumber) {
    write(w, cursorId, rowCount, error.code(), error.message(), callNumber);
  }

  /** An error answer with call number 0 (ojdbc rejects it; pass the call's sequence number). */
  public static void error(TtcWriter w, OraError error, int cursorId, long rowCount) {
    error(w, error, cursorId, rowCount, 0);
  }

  /** An error answer to a client of TTC field version {@code fieldVersion}, e.g. at logon. */
  public static void error(TtcWriter w, OraError error, int callNumber, int fieldVersion) {
    write(w, 0, 0, error.code(), error.message(), callNumber, fieldVersion);
  }

  public static void write(TtcWriter w, int cursorId, long rowCount, int errorCode, String text,
      int callNumber) {
    write(w, cursorId, rowCount, errorCode, text, callNumber, FIELD_VERSION_12_1);
  }

  private static void write(TtcWriter w, int cursorId, long rowCount, int errorCode,
      String text, int callNumber, int fieldVersion) {
    w.ub1(MessageType.END_OF_CALL);
    w.ub4(STATUS_NO_TRANSACTION).ub2(0).ub4(rowCount).ub2(errorCode).ub2(0).ub2(0);
    w.ub2(cursorId).sb4(0).ub1(0).ub1(0).ub1(0).ub1(0).ub1(0).ub1(0);
    w.ub4(0).ub2(0).ub1(0).ub4(0).ub2(0); // ROWID: rba, partition, filler, block, slot
    w.ub4(0).ub1(0).ub1(callNumber); // OS error, statement number, call number
    w.ub2(0).ub4(0).ub4(0); // padding, success iterations, oerrdd
    w.ub2(0).ub4(0).ub2(0); // batch errors, offsets, messages
    if (fieldVersion >= FIELD_VERSION_12_1) {
      w.ub4(errorCode).ub8(rowCount);
    }
    if (errorCode != 0) {
      w.bytes(text.getBytes(StandardCharsets.UTF_8));
    }
  }
}
