package dev.nnebench.shape;

import java.util.ArrayList;
import java.util.List;
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
 *
 * <p>A typed shape names its columns' types: column {@code c} has type {@code types[(c-1) mod
 * types.size()]}, with the values {@link TypedValues} defines (CLOB and BLOB values are {@code
 * lobSize} long) and the same NULL and repeat rules. An untyped shape (no types) is all VARCHAR2
 * and keeps the v1 header, label and spec of the shapes before types existed.
 *
 * <p>A shape whose {@link Entropy} class is not {@link Entropy#PAD} draws its VARCHAR2 and RAW
 * values instead ({@link EntropyValues}), so they compress like real data of that class; it has
 * a v3 header and its label ends {@code -e<class>}. Rows still come in ID order, and each row's
 * values are drawn on their own, so a value repeats the previous row's (which Oracle Net sends
 * as "same as before") only as often as its column's few distinct values make it happen in a
 * table read in an order unrelated to that column: never for text, now and then for a
 * skewed status column (one row in seven), not on every row as in a table sorted by it.
 *
 * @param types the column types in order, cycled over the columns; empty for all VARCHAR2
 * @param lobSize characters of CLOB values, bytes of BLOB values
 * @param entropy how the VARCHAR2 and RAW values compress
 */
public record Shape(int rows, int columns, int width, int nullPercent, int repeat,
    List<ColumnType> types, int lobSize, Entropy entropy) {

  public static final int MAX_ROWS = 10_000_000;
  public static final int MAX_COLUMNS = 999;
  public static final int MAX_WIDTH = 4000;
  /** Largest LOB value: 64 MB keeps a fetch of a few rows within a benchmark's heap. */
  public static final int MAX_LOB_SIZE = 64 << 20;
  /** Separator of types in a spec, a header and {@link #toString()}: commas separate keys. */
  public static final String TYPE_SEPARATOR = "/";

  private static final String HEADER_FORMAT =
      "/* nnebench:shape v1 rows=%d cols=%d width=%d nulls=%d repeat=%d */";
  private static final Pattern HEADER =
      Pattern.compile(
          "^\\s*/\\* nnebench:shape v1 rows=(\\d+) cols=(\\d+) width=(\\d+) nulls=(\\d+)"
              + " repeat=(\\d+) \\*/");
  private static final String TYPED_HEADER_FORMAT =
      "/* nnebench:shape v2 rows=%d cols=%d width=%d nulls=%d repeat=%d types=%s lobSize=%d */";
  private static final Pattern TYPED_HEADER =
      Pattern.compile(
          "^\\s*/\\* nnebench:shape v2 rows=(\\d+) cols=(\\d+) width=(\\d+) nulls=(\\d+)"
              + " repeat=(\\d+) types=([a-z0-9_(),/]+) lobSize=(\\d+) \\*/");
  private static final String DRAWN_HEADER_FORMAT = "/* nnebench:shape v3 rows=%d cols=%d"
      + " width=%d nulls=%d repeat=%d types=%s lobSize=%d values=%s */";
  private static final Pattern DRAWN_HEADER =
      Pattern.compile(
          "^\\s*/\\* nnebench:shape v3 rows=(\\d+) cols=(\\d+) width=(\\d+) nulls=(\\d+)"
              + " repeat=(\\d+) types=([a-z0-9_(),/]*) lobSize=(\\d+) values=([a-z]+) \\*/");

  /** An untyped shape: every column VARCHAR2(width). */
  public Shape(int rows, int columns, int width, int nullPercent, int repeat) {
    this(rows, columns, width, nullPercent, repeat, List.of(), 0);
  }

  /** A shape with padded values ({@link Entropy#PAD}). */
  public Shape(int rows, int columns, int width, int nullPercent, int repeat,
      List<ColumnType> types, int lobSize) {
    this(rows, columns, width, nullPercent, repeat, types, lobSize, Entropy.PAD);
  }

  public Shape {
    check(rows >= 0 && rows <= MAX_ROWS, "rows must be 0.." + MAX_ROWS + ", got " + rows);
    check(columns >= 0 && columns <= MAX_COLUMNS, "cols must be 0.." + MAX_COLUMNS + ", got " + columns);
    check(width >= 1 && width <= MAX_WIDTH, "width must be 1.." + MAX_WIDTH + ", got " + width);
    check(nullPercent >= 0 && nullPercent <= 100, "nulls must be 0..100, got " + nullPercent);
    check(repeat >= 1, "repeat must be >= 1, got " + repeat);
    types = List.copyOf(types);
    boolean lobs = types.stream().anyMatch(t -> t.kind().lob());
    check(!lobs || (lobSize >= 1 && lobSize <= MAX_LOB_SIZE),
        "lobSize must be 1.." + MAX_LOB_SIZE + " with clob or blob columns, got " + lobSize);
    check(lobs || lobSize == 0, "lobSize needs a clob or blob column");
    check(entropy != null, "values must name an entropy class");
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

  /** Whether the shape names column types (a v2 shape). */
  public boolean typed() {
    return !types.isEmpty();
  }

  /** The type of column {@code c} (1-based). */
  public ColumnType type(int column) {
    return types.isEmpty() ? ColumnType.VARCHAR2 : types.get((column - 1) % types.size());
  }

  /**
   * Characters or bytes of column {@code c}'s values: the width for VARCHAR2, the width up to
   * 2000 for RAW, lobSize for CLOB and BLOB; 0 for the other types.
   */
  public int length(int column) {
    return switch (type(column).kind()) {
      case VARCHAR2 -> width;
      case RAW -> Math.min(width, ColumnType.MAX_RAW_WIDTH);
      case CLOB, BLOB -> lobSize;
      default -> 0;
    };
  }

  /**
   * The value of column {@code c} of row {@code r} in its canonical text ({@link TypedValues}),
   * or null.
   */
  public String value(long row, int column) {
    if (isNull(row, column)) {
      return null;
    }
    ColumnType t = type(column);
    if (entropy.draws(t.kind())) {
      return t.kind() == ColumnType.Kind.RAW
          ? java.util.HexFormat.of().withUpperCase().formatHex(bytes(row, column))
          : EntropyValues.text(entropy, group(row), column, length(column));
    }
    return TypedValues.text(t, group(row), column, length(column));
  }

  /** The bytes of a RAW or BLOB cell, or null. */
  public byte[] bytes(long row, int column) {
    if (isNull(row, column)) {
      return null;
    }
    if (entropy.draws(type(column).kind())) {
      return EntropyValues.bytes(entropy, group(row), column, length(column));
    }
    return TypedValues.bytes(group(row), column, length(column));
  }

  /** The comment that opens {@link #toSql()}; the loopback double recognises a shape by it. */
  public String header() {
    if (!entropy.padded()) {
      return String.format(DRAWN_HEADER_FORMAT, rows, columns, width, nullPercent, repeat,
          typeList(), lobSize, entropy.token());
    }
    if (typed()) {
      return String.format(TYPED_HEADER_FORMAT, rows, columns, width, nullPercent, repeat,
          typeList(), lobSize);
    }
    return String.format(HEADER_FORMAT, rows, columns, width, nullPercent, repeat);
  }

  /** The types as a spec writes them, e.g. {@code number(12,2)/date}. */
  public String typeList() {
    StringBuilder sb = new StringBuilder();
    for (ColumnType t : types) {
      sb.append(sb.length() == 0 ? "" : TYPE_SEPARATOR).append(t.token());
    }
    return sb.toString();
  }

  /** Parses {@link #typeList()}'s form. */
  public static List<ColumnType> parseTypes(String list) {
    List<ColumnType> out = new ArrayList<>();
    if (list.isEmpty()) {
      return out;
    }
    for (String t : list.split(TYPE_SEPARATOR, -1)) {
      out.add(ColumnType.parse(t));
    }
    return out;
  }

  /** Oracle SQL returning exactly these rows, in ID order. */
  public String toSql() {
    return ShapeSql.render(this);
  }

  /** The shape named by a SQL text's header, if it has one. */
  public static Optional<Shape> fromSql(String sql) {
    Matcher drawn = DRAWN_HEADER.matcher(sql);
    if (drawn.find()) {
      return Optional.of(new Shape(Integer.parseInt(drawn.group(1)),
          Integer.parseInt(drawn.group(2)), Integer.parseInt(drawn.group(3)),
          Integer.parseInt(drawn.group(4)), Integer.parseInt(drawn.group(5)),
          parseTypes(drawn.group(6)), Integer.parseInt(drawn.group(7)),
          Entropy.parse(drawn.group(8))));
    }
    Matcher typed = TYPED_HEADER.matcher(sql);
    if (typed.find()) {
      return Optional.of(new Shape(Integer.parseInt(typed.group(1)),
          Integer.parseInt(typed.group(2)), Integer.parseInt(typed.group(3)),
          Integer.parseInt(typed.group(4)), Integer.parseInt(typed.group(5)),
          parseTypes(typed.group(6)), Integer.parseInt(typed.group(7))));
    }
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

  /**
   * A compact label, e.g. {@code 100000x10x1000-n0-r1}; a typed shape adds its types and LOB
   * size: {@code 100x9x100-n20-r1-tn12.2_d_clob-l4000}; a drawn shape ends with its class:
   * {@code 10000x10x100-n0-r1-etext}.
   */
  public String label() {
    String suffix = entropy.padded() ? "" : "-e" + entropy.token();
    return typedLabel() + suffix;
  }

  private String typedLabel() {
    String label = rows + "x" + columns + "x" + width + "-n" + nullPercent + "-r" + repeat;
    if (!typed()) {
      return label;
    }
    StringBuilder sb = new StringBuilder(label).append("-t");
    for (int i = 0; i < types.size(); i++) {
      sb.append(i == 0 ? "" : "_").append(types.get(i).labelToken());
    }
    return sb.append("-l").append(lobSize).toString();
  }

  /** The types of a label's {@code -t} part ({@code n12.2_d_clob}). */
  public static List<ColumnType> parseLabelTypes(String tokens) {
    List<ColumnType> out = new ArrayList<>();
    for (String t : tokens.split("_", -1)) {
      out.add(ColumnType.parseLabelToken(t));
    }
    return out;
  }

  @Override
  public String toString() {
    String spec = "rows=" + rows + ",cols=" + columns + ",width=" + width + ",nulls=" + nullPercent
        + ",repeat=" + repeat;
    String typedSpec = typed() ? spec + ",types=" + typeList() + ",lobSize=" + lobSize : spec;
    return entropy.padded() ? typedSpec : typedSpec + ",values=" + entropy.token();
  }
}
