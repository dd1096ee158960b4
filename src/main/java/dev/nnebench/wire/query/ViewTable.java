package dev.nnebench.wire.query;

import java.util.List;
import java.util.Set;

/**
 * One DBA view's rows for the session: column names (upper case), which of them are VARCHAR2
 * (the rest are NUMBER), and values: a Long for a NUMBER column, a String for a VARCHAR2 one.
 */
record ViewTable(String name, List<String> columns, Set<String> textColumns,
    List<List<Object>> rows) {
  /** The column's position, or -1. */
  int column(String column) {
    return columns.indexOf(column);
  }

  boolean textColumn(int column) {
    return textColumns.contains(columns.get(column));
  }
}
