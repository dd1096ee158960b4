package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.EndOfCall;
import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.OraError;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.IOException;

/**
 * Writes up to n rows of a cursor and the end-of-call that closes the response: error 0 while
 * rows remain, ORA-01403 once the result is exhausted, with the cumulative row count.
 *
 * <p>Rows go out as one row header, then per row an optional duplicate-column bit vector and
 * the row data. A cell equal to the one above it is left out and its bit cleared, as a real
 * server does; the first row of every response is sent whole, so a response never depends on
 * what the client kept from the previous one.
 */
final class FetchResponse {
  /** Buffered bytes after which a response is handed to the session to send. */
  static final int FLUSH_THRESHOLD = 64 * 1024;
  /** Row header flags as a real server sends them. */
  private static final int ROW_HEADER_FLAGS = 0x22;

  private final boolean compressDuplicates;

  FetchResponse(boolean compressDuplicates) {
    this.compressDuplicates = compressDuplicates;
  }

  /** Rows, then the end-of-call: the whole answer to a FETCH. */
  void write(ServerCursor cursor, long maxRows, MessageSink sink, int callNumber)
      throws IOException {
    rows(cursor, maxRows, sink);
    end(cursor, sink.writer(), callNumber);
  }

  /** Up to {@code maxRows} rows from where the cursor stands. */
  void rows(ServerCursor cursor, long maxRows, MessageSink sink) throws IOException {
    long n = Math.max(0, Math.min(maxRows, cursor.remaining()));
    if (n > 0) {
      writeRows(cursor, n, sink);
    }
  }

  /** The end-of-call: ORA-01403 once a query is exhausted, else (and for statements) success. */
  static void end(ServerCursor cursor, TtcWriter w, int callNumber) {
    if (cursor.remaining() == 0 && !cursor.rows().columns().isEmpty()) {
      EndOfCall.error(w, OraError.NO_DATA_FOUND, cursor.id(), cursor.sent(), callNumber);
    } else {
      EndOfCall.ok(w, cursor.id(), cursor.sent(), callNumber);
    }
  }

  private void writeRows(ServerCursor cursor, long n, MessageSink sink) throws IOException {
    RowSource rows = cursor.rows();
    RowData data = new RowData(rows, compressDuplicates);
    writeRowHeader(sink.writer(), n);
    long first = cursor.sent() + 1;
    for (long r = first; r < first + n; r++) {
      data.write(r, r > first, sink.writer());
      if (sink.writer().length() >= FLUSH_THRESHOLD) {
        sink.flush();
      }
    }
    cursor.advance(n);
  }

  private static void writeRowHeader(TtcWriter w, long rows) {
    w.ub1(MessageType.ROW_HEADER).ub1(ROW_HEADER_FLAGS);
    w.ub2(1).ub4(0).ub4(rows); // requests, iteration, iterations
    w.ub2(0).ub4(0); // buffer length, no bit vector in the header
    w.bytesWithLength(null); // rxhrid
  }
}
