package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.TtcReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a query response the way the public thin clients do (python-oracledb's describe, row
 * header, bit vector, row data and error-info readers, TTC field version 13), so tests can check
 * the double's bytes independently of the code that wrote them.
 */
final class ResponseDecoder {
  /** What one response carried. */
  static final class Response {
    final List<String> columnNames = new ArrayList<>();
    final List<Integer> columnTypes = new ArrayList<>();
    final List<String[]> rows = new ArrayList<>();
    int bitVectors;
    int cursorId;
    int returnedCursorId;
    int callNumber;
    long errorCode;
    long rowCount;
    String errorText;
  }

  private final int fieldVersion;
  private int columns;
  private final List<Integer> types = new ArrayList<>();
  private String[] previous;
  private byte[] bitVector;

  ResponseDecoder(int fieldVersion) {
    this.fieldVersion = fieldVersion;
  }

  /** Decodes one response; remembers the columns for later fetches, as a client does. */
  Response decode(byte[] bytes) {
    TtcReader r = new TtcReader(bytes);
    Response out = new Response();
    while (true) {
      int type = r.ub1();
      switch (type) {
        case MessageType.DESCRIBE_INFO -> describe(r, out);
        case MessageType.ROW_HEADER -> rowHeader(r);
        case MessageType.BIT_VECTOR -> bitVector(r, out);
        case MessageType.ROW_DATA -> row(r, out);
        case MessageType.PARAMETER -> returnParameters(r, out);
        case MessageType.END_OF_CALL -> {
          endOfCall(r, out);
          if (r.hasRemaining()) {
            throw new AssertionError(r.remaining() + " bytes after end of call");
          }
          return out;
        }
        default -> throw new AssertionError("unexpected message " + type + " at " + r.position());
      }
    }
  }

  private void describe(TtcReader r, Response out) {
    r.bytes(); // describe key
    r.ub4(); // max row size
    columns = (int) r.ub4();
    types.clear();
    if (columns > 0) {
      r.ub1();
    }
    for (int i = 0; i < columns; i++) {
      types.add(r.ub1());
      out.columnTypes.add(types.get(i));
      r.ub1(); // flags
      r.ub1(); // precision
      r.ub1(); // scale
      r.ub4(); // buffer size
      r.ub4(); // max array elements
      r.ub8(); // cont flags
      r.bytesWithLength(); // OID
      r.ub2(); // version
      r.ub2(); // charset
      r.ub1(); // charset form
      r.ub4(); // max size
      if (fieldVersion >= 8) {
        r.ub4(); // column id
      }
      r.ub1(); // nullable
      r.ub1(); // v7 name length
      out.columnNames.add(r.stringWithLength());
      r.stringWithLength(); // schema
      r.stringWithLength(); // type name
      r.ub2(); // position
      r.ub4(); // UDS flags
    }
    r.bytesWithLength(); // current date
    r.ub4();
    r.ub4();
    r.ub4();
    r.ub4();
    r.bytesWithLength(); // dcbqcky
    previous = null;
  }

  private void rowHeader(TtcReader r) {
    r.ub1(); // flags
    r.ub2(); // requests
    r.ub4(); // iteration
    r.ub4(); // iterations
    r.ub2(); // buffer length
    long n = r.ub4();
    if (n > 0) {
      r.ub1();
      bitVector = r.raw((int) n);
    }
    r.bytesWithLength(); // rxhrid
  }

  private void bitVector(TtcReader r, Response out) {
    r.ub2(); // columns sent
    bitVector = r.raw((columns + 7) / 8);
    out.bitVectors++;
  }

  private void row(TtcReader r, Response out) {
    String[] row = new String[columns];
    for (int c = 0; c < columns; c++) {
      boolean repeated = bitVector != null && (bitVector[c / 8] & (1 << (c % 8))) == 0;
      if (repeated) {
        row[c] = previous[c];
      } else {
        byte[] value = r.bytes();
        row[c] = value == null ? null : text(types.get(c), value);
      }
    }
    bitVector = null;
    previous = row;
    out.rows.add(row);
  }

  private static String text(int type, byte[] value) {
    return type == Column.Type.NUMBER.oracleTypeNumber()
        ? Long.toString(NumberDecoder.decode(value))
        : new String(value, StandardCharsets.UTF_8);
  }

  private static void returnParameters(TtcReader r, Response out) {
    int n = r.ub2();
    for (int i = 0; i < n; i++) {
      long v = r.ub4();
      if (i == 2) {
        out.returnedCursorId = (int) v;
      }
    }
    r.skip(r.ub2()); // al8txl
    if (r.ub2() != 0) {
      throw new AssertionError("key/value pairs not expected");
    }
    r.skip(r.ub2()); // registration info
  }

  private void endOfCall(TtcReader r, Response out) {
    r.ub4(); // call status
    r.ub2(); // end-to-end seq
    r.ub4(); // current row
    r.ub2(); // error number (short)
    r.ub2();
    r.ub2();
    out.cursorId = r.ub2();
    r.sb4(); // error position
    r.skip(6); // sql type, fatal, flags, user cursor options, UPI parameter, warning flags
    r.ub4(); // rowid
    r.ub2();
    r.ub1();
    r.ub4();
    r.ub2();
    r.ub4(); // OS error
    r.ub1(); // statement number
    out.callNumber = r.ub1();
    r.ub2(); // padding
    r.ub4(); // success iterations
    r.bytesWithLength(); // oerrdd
    r.ub2(); // batch error codes
    r.ub4(); // batch error offsets
    r.ub2(); // batch error messages
    out.errorCode = r.ub4();
    out.rowCount = r.ub8();
    if (out.errorCode != 0) {
      out.errorText = new String(r.bytes(), StandardCharsets.UTF_8);
    }
  }
}
