package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

/** A small result held in memory: probes and the session's network banners. */
final class FixedRows implements RowSource {
  private final List<Column> columns;
  private final List<List<Object>> rows;

  /**
   * @param rows each row's values in column order: a Long for NUMBER, a String for VARCHAR2,
   *     null for NULL
   */
  FixedRows(List<Column> columns, List<List<Object>> rows) {
    this.columns = List.copyOf(columns);
    this.rows = rows;
  }

  @Override
  public List<Column> columns() {
    return columns;
  }

  @Override
  public long rowCount() {
    return rows.size();
  }

  @Override
  public void writeCell(long row, int column, TtcWriter w) {
    Object value = cell(row, column);
    if (value == null) {
      w.ub1(0);
    } else if (value instanceof Long number) {
      w.bytes(OracleNumber.encode(number));
    } else {
      w.bytes(value.toString().getBytes(StandardCharsets.UTF_8));
    }
  }

  @Override
  public boolean repeatsPrevious(long row, int column) {
    return Objects.equals(cell(row, column), cell(row - 1, column));
  }

  /** The value of a cell (row 1 first), for tests. */
  Object value(long row, int column) {
    return cell(row, column);
  }

  private Object cell(long row, int column) {
    return rows.get((int) row - 1).get(column);
  }
}
