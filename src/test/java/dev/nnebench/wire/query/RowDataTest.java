package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.wire.ttc.TtcWriter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class RowDataTest {
  @Test
  void shouldSendOnlyChangedCellsBehindALeastSignificantBitFirstVector() {
    List<Column> columns = new ArrayList<>();
    List<Object> first = new ArrayList<>();
    List<Object> second = new ArrayList<>();
    for (int c = 0; c < 10; c++) {
      columns.add(Column.varchar2("C" + c, 1));
      first.add("a");
      second.add(c == 0 || c == 9 ? "b" : "a"); // columns 0 and 9 change
    }
    RowData data = new RowData(new FixedRows(columns, List.of(first, second)), true);
    TtcWriter w = new TtcWriter();
    data.write(2, true, w);
    // 15: bit vector, 2 columns sent, bits 0 and 9 -> 01 02; 07: row data, "b", "b"
    assertEquals("15010201020701620162", HexFormat.of().formatHex(w.toByteArray()));
  }

  @Test
  void shouldSendTheWholeRowWhenThePreviousRowIsNotInTheResponse() {
    RowSource rows = new FixedRows(List.of(Column.varchar2("A", 1), Column.varchar2("B", 1)),
        List.of(List.of("x", "y"), List.of("x", "y")));
    TtcWriter w = new TtcWriter();
    new RowData(rows, true).write(2, false, w);
    assertEquals("0701780179", HexFormat.of().formatHex(w.toByteArray()));
  }

  @Test
  void shouldKeepSendingBitVectorsOnceAResponseHasOne() {
    // go-ora applies a bit vector to every later row until the next row header, so a row
    // without repeats that follows a compressed one carries an all-ones vector
    RowSource rows = new FixedRows(List.of(Column.varchar2("A", 1), Column.varchar2("B", 1)),
        List.of(List.of("x", "y"), List.of("x", "z"), List.of("w", "q")));
    RowData data = new RowData(rows, true);
    TtcWriter w = new TtcWriter();
    data.write(1, false, w);
    data.write(2, true, w);
    data.write(3, true, w);
    assertEquals("0701780179" + "15010102" + "07017a" + "15010203" + "0701770171",
        HexFormat.of().formatHex(w.toByteArray()));
  }
}
