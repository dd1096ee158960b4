package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.EndOfCall;
import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.OraError;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;

/**
 * Answers the LOB operation call (function 0x60) on the double's locators: get length, read (by
 * offset and amount, in characters for CLOB and bytes for BLOB), get chunk size, open, close,
 * is-open and free-temporary, as Oracle answers them; writes (write, trim, erase) get ORA-22920,
 * as a LOB selected without FOR UPDATE does. Request layout (python-oracledb's and node-oracledb's
 * lob_op, and ojdbc's trace): source pointer and length, destination pointer and length, two
 * short offsets, charset pointer, short amount, null-LOB pointer, operation, SCN pointer and
 * length, UB8 source and destination offsets, amount pointer, six zero bytes of array-LOB fields,
 * the locator raw, and the UB8 amount when its pointer is set. The answer repeats the locator,
 * then the amount (read) or the length, chunk size or open state.
 */
final class LobCalls {
  static final int GET_LENGTH = 0x0001;
  static final int READ = 0x0002;
  static final int TRIM = 0x0020;
  static final int WRITE = 0x0040;
  static final int ERASE = 0x0080;
  static final int FREE_TEMP = 0x0111;
  static final int GET_CHUNK_SIZE = 0x4000;
  static final int OPEN = 0x8000;
  static final int CLOSE = 0x10000;
  static final int IS_OPEN = 0x11000;

  private static final int ARRAY_LOB_FIELDS = 6;
  /** Characters or bytes per READ reply piece: the reply is written in bounded slices. */
  private static final int READ_SLICE = 1 << 20;

  private long calls;

  /** LOB calls answered on this connection. */
  long calls() {
    return calls;
  }

  /** Answers one LOB call; a malformed one gets Oracle's error and leaves the session usable. */
  void call(TtcReader r, TtcWriter w, int sequence) {
    calls++;
    Request q = Request.read(r);
    LobLocator lob = LobLocator.parse(q.locator());
    if (lob == null) {
      EndOfCall.error(w, OraError.INVALID_LOB_LOCATOR, 0, 0, sequence);
      return;
    }
    switch ((int) q.operation()) {
      case READ -> read(lob, q, w, sequence);
      case GET_LENGTH -> answer(w, q, lob.length(), sequence);
      case GET_CHUNK_SIZE -> answer(w, q, LobCells.CHUNK_SIZE, sequence);
      case OPEN, CLOSE, FREE_TEMP -> answer(w, q, 0, sequence);
      case IS_OPEN -> {
        parameter(w, q, 0);
        w.ub1(0);
        EndOfCall.ok(w, 0, 0, sequence);
      }
      case TRIM, WRITE, ERASE -> EndOfCall.error(w, OraError.LOB_ROW_NOT_LOCKED, 0, 0, sequence);
      default -> EndOfCall.error(w, OraError.INVALID_SQL, 0, 0, sequence);
    }
  }

  private static void read(LobLocator lob, Request q, TtcWriter w, int sequence) {
    if (q.offset() < 1) {
      EndOfCall.error(w, OraError.LOB_OFFSET_OUT_OF_RANGE, 0, 0, sequence);
      return;
    }
    if (!q.amountSent()) {
      EndOfCall.error(w, OraError.LOB_AMOUNT_OUT_OF_RANGE, 0, 0, sequence);
      return;
    }
    long left = Math.max(0, lob.length() - (q.offset() - 1));
    // amount 0 means "to the end" (go-ora); past the end nothing is sent and the amount is 0
    long n = q.amount() == 0 ? left : Math.min(q.amount(), left);
    if (n > 0) {
      w.ub1(MessageType.LOB_DATA);
      writeData(lob, (int) (q.offset() - 1), (int) n, w);
    }
    answer(w, q, n, sequence);
  }

  /** The data as one chunked byte string, built a slice at a time. */
  private static void writeData(LobLocator lob, int from, int n, TtcWriter w) {
    int unit = lob.blob() ? 1 : 2;
    long bytes = (long) n * unit;
    if (bytes <= TtcWriter.MAX_SHORT_LENGTH) {
      w.bytes(LobCells.data(lob.blob(), lob.group(), lob.column(), lob.length(), from, n, false));
      return;
    }
    w.ub1(TtcWriter.LONG_LENGTH_INDICATOR);
    for (int done = 0; done < n; done += READ_SLICE) {
      int m = Math.min(READ_SLICE, n - done);
      byte[] slice = LobCells.data(lob.blob(), lob.group(), lob.column(), lob.length(),
          from + done, m, false);
      for (int off = 0; off < slice.length; off += TtcWriter.CHUNK_SIZE) {
        int k = Math.min(TtcWriter.CHUNK_SIZE, slice.length - off);
        w.ub4(k).raw(slice, off, k);
      }
    }
    w.ub4(0);
  }

  private static void answer(TtcWriter w, Request q, long amount, int sequence) {
    parameter(w, q, amount);
    EndOfCall.ok(w, 0, 0, sequence);
  }

  private static void parameter(TtcWriter w, Request q, long amount) {
    w.ub1(MessageType.PARAMETER).raw(q.locator());
    if (q.amountSent()) {
      w.sb4(amount);
    }
  }

  /** The fields of a LOB call the double acts on. */
  record Request(long operation, long offset, boolean amountSent, long amount, byte[] locator) {
    static Request read(TtcReader r) {
      r.ub1(); // source pointer
      long sourceLength = r.ub4();
      r.ub1(); // destination pointer
      long destinationLength = r.ub4();
      r.ub4(); // short source offset
      r.ub4(); // short destination offset
      r.ub1(); // charset pointer
      r.ub1(); // short amount
      r.ub1(); // null-LOB pointer
      long operation = r.ub4();
      r.ub1(); // SCN pointer
      r.ub4(); // SCN length
      long offset = r.ub8();
      r.ub8(); // destination offset
      boolean amountSent = r.ub1() != 0;
      r.skip(Math.min(ARRAY_LOB_FIELDS, r.remaining()));
      byte[] locator = r.raw((int) Math.min(sourceLength, r.remaining()));
      if (destinationLength > 0) {
        r.skip((int) Math.min(destinationLength, r.remaining()));
      }
      long amount = amountSent && r.hasRemaining() ? r.ub8() : 0;
      return new Request(operation, offset, amountSent, amount, locator);
    }
  }
}
