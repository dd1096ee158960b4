package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.TtcWriter;
import java.util.List;

/**
 * The rows of one query result, written straight into the response buffer so that serving a
 * large result never materialises it. Rows and columns are numbered as in SQL: row 1 first,
 * column 0 is the first column of the select list.
 */
interface RowSource {
  List<Column> columns();

  long rowCount();

  /** Writes the cell as a TTC byte string (length 0 for NULL). */
  void writeCell(long row, int column, TtcWriter w);

  /** Whether the cell equals the same column of the previous row ({@code row >= 2}). */
  boolean repeatsPrevious(long row, int column);

  /** Takes the client's define of the select list (a define call); LOB cells follow it. */
  default void define(List<ColumnDefine> defines) {}

  /**
   * Whether rows must wait for the client's define: a select list with LOBs, which clients
   * define (with their LOB prefetch size) before they read rows.
   */
  default boolean awaitsDefine() {
    return false;
  }

  /** The statement is executed again: a result computed from the server's state recomputes. */
  default void reexecute() {}

  /** Time the server spends on each execution before the first row (a slow query); 0 here. */
  default long workMillis() {
    return 0;
  }
}
