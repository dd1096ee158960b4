package dev.nnebench.wire.query;

import dev.nnebench.shape.ColumnType;
import dev.nnebench.shape.Shape;
import dev.nnebench.shape.TypedValues;
import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The rows of a {@link Shape}: ID NUMBER, then C1..Cn VARCHAR2(width) in AL32UTF8, or for a typed
 * shape each column in its type's image ({@link TypedCells}, {@link OracleNumber}).
 *
 * <p>A drawn shape's VARCHAR2 and RAW values ({@link dev.nnebench.shape.Entropy}) come from
 * {@link DrawnCells}, and repeat the previous row's only where they are equal.
 *
 * <p>A padded value is its repeat group's digits, "-c", then 'x' padding (truncated to the width), so
 * a cell is written as a few prefix bytes plus a copy from a prefilled padding array: serving
 * costs a memcpy per cell and the heap stays bounded whatever the shape's size.
 */
final class ShapeRows implements RowSource {
  private static final byte PAD = 'x';
  private static final int MAX_LONG_DIGITS = 20;

  private final Shape shape;
  private final List<Column> columns;
  private final byte[][] columnSuffixes;
  private final byte[] padding;
  private final DrawnCells drawn;
  private final byte[] numberScratch = new byte[OracleNumber.MAX_DECIMAL_BYTES];
  private final byte[] imageScratch = new byte[TypedCells.TIMESTAMP_TZ_LENGTH];
  private final byte[] prefix = new byte[MAX_LONG_DIGITS + 8];
  private long prefixGroup = -1;
  /** The client's define of the select list, once it sent one; LOB cells follow it. */
  private List<ColumnDefine> defines;
  private int groupDigits;

  ShapeRows(Shape shape) {
    this.shape = shape;
    this.columns = describe(shape);
    this.columnSuffixes = new byte[shape.columns() + 1][];
    for (int c = 1; c <= shape.columns(); c++) {
      columnSuffixes[c] = ("-" + c).getBytes(StandardCharsets.US_ASCII);
    }
    this.padding = new byte[shape.width()];
    Arrays.fill(padding, PAD);
    this.drawn = new DrawnCells(shape);
  }

  private static List<Column> describe(Shape shape) {
    List<Column> list = new ArrayList<>(shape.cellsPerRow());
    list.add(Column.number("ID"));
    for (int c = 1; c <= shape.columns(); c++) {
      list.add(Column.of("C" + c, shape.type(c), shape.length(c)));
    }
    return List.copyOf(list);
  }

  @Override
  public List<Column> columns() {
    return columns;
  }

  @Override
  public void define(List<ColumnDefine> defines) {
    this.defines = defines;
  }

  private ColumnDefine define(int column) {
    return defines == null || defines.size() <= column ? null : defines.get(column);
  }

  @Override
  public boolean awaitsDefine() {
    return defines == null && columns.stream().anyMatch(c -> c.type().lob());
  }

  @Override
  public long rowCount() {
    return shape.rows();
  }

  @Override
  public boolean repeatsPrevious(long row, int column) {
    if (column == 0) {
      return false; // IDs are unique
    }
    if (columns.get(column).type().lob()) {
      // each row's LOB has its own locator, so a server never marks one as repeated (ojdbc's
      // LOB accessors cannot even copy a previous row's value)
      return false;
    }
    if (shape.group(row) == shape.group(row - 1)) {
      return true;
    }
    boolean nullNow = shape.isNull(row, column);
    boolean nullBefore = shape.isNull(row - 1, column);
    if (nullNow || nullBefore || !drawn(column)) {
      return nullNow && nullBefore;
    }
    return drawn.repeatsPrevious(row, column);
  }

  private boolean drawn(int column) {
    return shape.entropy().draws(shape.type(column).kind());
  }

  @Override
  public void writeCell(long row, int column, TtcWriter w) {
    if (column == 0) {
      int n = OracleNumber.encode(row, numberScratch, 0);
      w.ub1(n).raw(numberScratch, 0, n);
    } else if (shape.isNull(row, column)) {
      if (shape.type(column).kind().lob()) {
        LobCells.writeNull(define(column), w);
      } else {
        w.ub1(0);
      }
    } else if (drawn(column)) {
      w.bytes(drawn.bytes(row, column));
    } else if (shape.type(column).kind() == ColumnType.Kind.VARCHAR2) {
      writeValue(shape.group(row), column, w);
    } else {
      writeTyped(shape.type(column), shape.group(row), column, w);
    }
  }

  private void writeTyped(ColumnType t, long g, int c, TtcWriter w) {
    switch (t.kind()) {
      case NUMBER -> image(w, numberScratch,
          OracleNumber.encodeDecimal(TypedValues.unscaled(t, g, c), t.scale(), numberScratch, 0));
      case DATE -> {
        TypedCells.date(TypedValues.date(g, c), imageScratch);
        image(w, imageScratch, TypedCells.DATE_LENGTH);
      }
      case TIMESTAMP -> {
        TypedCells.timestamp(TypedValues.timestamp(g, c), imageScratch);
        image(w, imageScratch, TypedCells.TIMESTAMP_LENGTH);
      }
      case TIMESTAMP_TZ -> {
        TypedCells.timestampTz(TypedValues.timestamp(g, c), TypedValues.offset(g, c), imageScratch);
        image(w, imageScratch, TypedCells.TIMESTAMP_TZ_LENGTH);
      }
      case BINARY_DOUBLE -> {
        TypedCells.binaryDouble(TypedValues.binaryDouble(g, c), imageScratch);
        image(w, imageScratch, TypedCells.DOUBLE_LENGTH);
      }
      case RAW -> w.bytes(TypedValues.bytes(g, c, shape.length(c)));
      case CLOB, BLOB -> LobCells.write(t.kind() == ColumnType.Kind.BLOB, g, c, shape.length(c),
          define(c), w);
      default -> throw new IllegalStateException(t + " is not a scalar type");
    }
  }

  private static void image(TtcWriter w, byte[] image, int length) {
    w.ub1(length).raw(image, 0, length);
  }

  private void writeValue(long group, int column, TtcWriter w) {
    if (group != prefixGroup) {
      groupDigits = writeDigits(group, prefix);
      prefixGroup = group;
    }
    byte[] suffix = columnSuffixes[column];
    int width = shape.width();
    System.arraycopy(suffix, 0, prefix, groupDigits, suffix.length);
    int prefixLength = Math.min(width, groupDigits + suffix.length);
    int padLength = width - prefixLength;
    if (width <= TtcWriter.MAX_SHORT_LENGTH) {
      w.ub1(width);
    } else {
      w.ub1(TtcWriter.LONG_LENGTH_INDICATOR).ub4(width); // one chunk: width <= 4000 < chunk size
    }
    w.raw(prefix, 0, prefixLength).raw(padding, 0, padLength);
    if (width > TtcWriter.MAX_SHORT_LENGTH) {
      w.ub4(0);
    }
  }

  /** Writes the decimal digits of a positive number at the start of {@code out}. */
  private static int writeDigits(long value, byte[] out) {
    int n = 0;
    for (long v = value; v > 0; v /= 10) {
      n++;
    }
    long v = value;
    for (int i = n - 1; i >= 0; i--) {
      out[i] = (byte) ('0' + v % 10);
      v /= 10;
    }
    return n;
  }
}
