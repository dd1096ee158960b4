package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.TtcWriter;
import java.util.List;
import java.util.function.Supplier;

/**
 * A view query's rows, evaluated again at each re-execute of its cursor, as a server evaluates
 * a statement it executes again (python-oracledb and ojdbc re-execute cached statements).
 */
final class ViewRows implements RowSource {
  private final Supplier<FixedRows> evaluate;
  private FixedRows rows;

  ViewRows(Supplier<FixedRows> evaluate) {
    this.evaluate = evaluate;
    this.rows = evaluate.get();
  }

  @Override
  public void reexecute() {
    rows = evaluate.get();
  }

  @Override
  public List<Column> columns() {
    return rows.columns();
  }

  @Override
  public long rowCount() {
    return rows.rowCount();
  }

  @Override
  public void writeCell(long row, int column, TtcWriter w) {
    rows.writeCell(row, column, w);
  }

  @Override
  public boolean repeatsPrevious(long row, int column) {
    return rows.repeatsPrevious(row, column);
  }

  /** The value of a cell (row 1 first), for tests. */
  Object value(long row, int column) {
    return rows.value(row, column);
  }
}
