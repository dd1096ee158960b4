package dev.nnebench.wire.query;

import dev.nnebench.shape.Shape;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The drawn values of a shape ({@link dev.nnebench.shape.Entropy}), each made once per repeat
 * group: the row being written and the row before are kept per column, because duplicate
 * suppression compares the two and drawing a value costs more than copying one.
 */
final class DrawnCells {
  private final Shape shape;
  private final long[] group;
  private final byte[][] value;
  private final long[] previousGroup;
  private final byte[][] previousValue;

  DrawnCells(Shape shape) {
    this.shape = shape;
    int n = shape.columns() + 1;
    this.group = new long[n];
    this.value = new byte[n][];
    this.previousGroup = new long[n];
    this.previousValue = new byte[n][];
    Arrays.fill(group, -1);
    Arrays.fill(previousGroup, -1);
  }

  /** The bytes of a non-NULL cell: ASCII text for VARCHAR2, the bytes for RAW. */
  byte[] bytes(long row, int column) {
    long g = shape.group(row);
    if (group[column] == g) {
      return value[column];
    }
    if (previousGroup[column] == g) {
      return previousValue[column];
    }
    previousGroup[column] = group[column];
    previousValue[column] = value[column];
    group[column] = g;
    value[column] = shape.type(column).kind().binary() ? shape.bytes(row, column)
        : shape.value(row, column).getBytes(StandardCharsets.US_ASCII);
    return value[column];
  }

  /** Whether a cell equals the previous row's (both non-NULL): what a server sends as repeated. */
  boolean repeatsPrevious(long row, int column) {
    return Arrays.equals(bytes(row - 1, column), bytes(row, column));
  }
}
