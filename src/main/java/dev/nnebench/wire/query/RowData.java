package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.TtcWriter;

/**
 * Writes one row as TTC row data (message 7), preceded by a bit vector (message 21) when some
 * of its cells repeat the previous row: bit i (byte i/8, least significant first) set means
 * column i is sent; clear means "same as the row before", not sent.
 *
 * <p>Once a response has carried a bit vector, every later row of that response carries one too,
 * all bits set when nothing repeats: go-ora keeps applying the last bit vector until the next
 * row header (ojdbc and python-oracledb drop it after each row), so a row without one would be
 * misread by go-ora. One instance per response.
 */
final class RowData {
  private final RowSource rows;
  private final boolean compress;
  private final int columns;
  private final boolean[] present;
  private final byte[] bitVector;
  private boolean vectorSent;

  RowData(RowSource rows, boolean compressDuplicates) {
    this.rows = rows;
    this.columns = rows.columns().size();
    this.compress = compressDuplicates && columns > 1;
    this.present = new boolean[columns];
    this.bitVector = new byte[(columns + 7) / 8];
  }

  /**
   * @param mayRepeat whether the previous row went out in the same response, so its cells may
   *     be referred to
   */
  void write(long row, boolean mayRepeat, TtcWriter w) {
    int sent = columns;
    if (compress && mayRepeat) {
      sent = markPresent(row);
    }
    if (sent < columns || vectorSent) {
      writeBitVector(w, sent);
      vectorSent = true;
    }
    w.ub1(MessageType.ROW_DATA);
    for (int c = 0; c < columns; c++) {
      if (sent == columns || present[c]) {
        rows.writeCell(row, c, w);
      }
    }
  }

  private int markPresent(long row) {
    int sent = 0;
    for (int c = 0; c < columns; c++) {
      present[c] = !rows.repeatsPrevious(row, c);
      if (present[c]) {
        sent++;
      }
    }
    return sent;
  }

  private void writeBitVector(TtcWriter w, int sent) {
    java.util.Arrays.fill(bitVector, (byte) 0);
    for (int c = 0; c < columns; c++) {
      if (present[c]) {
        bitVector[c >>> 3] |= (byte) (1 << (c & 7));
      }
    }
    w.ub1(MessageType.BIT_VECTOR).ub2(sent).raw(bitVector);
  }
}
