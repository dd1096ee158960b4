package dev.nnebench.shape;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A synthetic result set defined exactly, so every target returns the same rows.
 *
 * <p>Row {@code r = 1..rows} has {@code ID = r} (NUMBER) and columns {@code C1..Cn}
 * (VARCHAR2(width)). With {@code g = ceil(r / repeat)}, column {@code c} is NULL when {@code
 * (g*7919 + c*104729) mod 100 < nullPercent}, else {@code RPAD(g || '-' || c, width, 'x')}
 * (RPAD also truncates to width). Rows with the same {@code g} repeat every value, which is what
 * SQL*Net's duplicate-column compression exploits.
 */
public record Shape(int rows, int columns, int width, int nullPercent, int repeat) {

  public static final int MAX_ROWS = 10_000_000;
  public static final int MAX_COLUMNS = 999;
  public static final int MAX_WIDTH = 4000;

  private static final String HEADER_FORMAT =
      "/* nnebench:shape v1 rows=%d cols=%d width=%d nulls=%d repeat=%d */";
  private static final Pattern HEADER =
      Pattern.compile(
          "^\\s*/\\* nnebench:shape v1 rows=(\\d+) cols=(\\d+) width=(\\d+) nulls=(\\d+)"
              + " repeat=(\\d+) \\*/");

  public Shape {
    check(rows >= 0 && rows <= MAX_ROWS, "rows must be 0.." + MAX_ROWS + ", got " + rows);
    check(columns >= 0 && columns <= MAX_COLUMNS, "cols must be 0.." + MAX_COLUMNS + ", got " + columns);
    check(width >= 1 && width <= MAX_WIDTH, "width must be 1.." + MAX_WIDTH + ", got " + width);
    check(nullPercent >= 0 && nullPercent <= 100, "nulls must be 0..100, got " + nullPercent);
    check(repeat >= 1, "repeat must be >= 1, got " + repeat);
  }

  private static void check(boolean ok, String message) {
    if (!ok) {
      throw new IllegalArgumentException("invalid shape: " + message);
    }
  }

  /** The repeat group of row {@code r}: rows in one group carry identical values. */
  public long group(long row) {
    return (row + repeat - 1) / repeat;
  }

  /** Whether column {@code c} (1-based) of row {@code r} (1-based) is NULL. */
  public boolean isNull(long row, int column) {
    long g = group(row);
    return Math.floorMod(g * 7919L + column * 104729L, 100L) < nullPercent;
  }

  /** The value of column {@code c} of row {@code r}, or null. */
  public String value(long row, int column) {
    if (isNull(row, column)) {
      return null;
    }
    String base = group(row) + "-" + column;
    if (base.length() >= width) {
      return base.substring(0, width);
    }
    StringBuilder sb = new StringBuilder(width).append(base);
    while (sb.length() < width) {
      sb.append('x');
    }
    return sb.toString();
  }

  /** The comment that opens {@link #toSql()}; the loopback double recognises a shape by it. */
  public String header() {
    return String.format(HEADER_FORMAT, rows, columns, width, nullPercent, repeat);
  }

  /** Oracle SQL returning exactly these rows, in ID order. */
  public String toSql() {
    return ShapeSql.render(this);
  }

  /** The shape named by a SQL text's header, if it has one. */
  public static Optional<Shape> fromSql(String sql) {
    Matcher m = HEADER.matcher(sql);
    if (!m.find()) {
      return Optional.empty();
    }
    return Optional.of(
        new Shape(
            Integer.parseInt(m.group(1)),
            Integer.parseInt(m.group(2)),
            Integer.parseInt(m.group(3)),
            Integer.parseInt(m.group(4)),
            Integer.parseInt(m.group(5))));
  }

  /** Cells per row, ID included. */
  public int cellsPerRow() {
    return columns + 1;
  }

  /** A compact label, e.g. {@code 100000x10x1000-n0-r1}. */
  public String label() {
    return rows + "x" + columns + "x" + width + "-n" + nullPercent + "-r" + repeat;
  }

  @Override
  public String toString() {
    return "rows=" + rows + ",cols=" + columns + ",width=" + width + ",nulls=" + nullPercent
        + ",repeat=" + repeat;
  }
}
