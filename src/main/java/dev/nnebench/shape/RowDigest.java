package dev.nnebench.shape;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * An order-sensitive 64-bit digest of fetched cells, cheap enough to sit in the measured loop.
 *
 * <p>Each cell contributes {@code (length << 32) | hash}, where hash is Java's {@code
 * String.hashCode} of the value (equal to the 31-polynomial over its ASCII bytes, so getString
 * and getBytes reads agree) and NULL contributes length -1, hash 0. ID contributes its decimal
 * text. Cells are folded in row order, ID first, with FNV-1a-64 style multiply-xor.
 * A typed shape's scalar cells contribute their values, not their text (so a measured read pays
 * no formatting): NUMBER its digits and scale without trailing zeros, DATE and TIMESTAMP their
 * wall-clock seconds and nanoseconds, TIMESTAMP WITH TIME ZONE those and its offset,
 * BINARY_DOUBLE its bits ({@link TypedValues}; {@link TypedReads} reads them through JDBC); RAW
 * and BLOB cells contribute their bytes, VARCHAR2 and CLOB cells their text.
 * It verifies that the driver delivered the defined rows; it is not a cryptographic hash.
 */
public final class RowDigest {
  private static final long OFFSET_BASIS = 0xcbf29ce484222325L;
  private static final long PRIME = 0x100000001b3L;
  /* Spreads one part of a two-part value (digits and scale, time and offset) over the word. */
  private static final long NUMBER_MIX = 0x9e3779b97f4a7c15L;

  private long state = OFFSET_BASIS;
  private long cells;

  public void addNull() {
    fold(-1L << 32);
  }

  public void add(String value) {
    if (value == null) {
      addNull();
    } else {
      fold(((long) value.length() << 32) | (value.hashCode() & 0xffffffffL));
    }
  }

  /** A value as raw single-byte (ASCII) bytes; the result equals {@link #add(String)}. */
  public void add(byte[] value) {
    if (value == null) {
      addNull();
      return;
    }
    int h = 0;
    for (byte b : value) {
      h = 31 * h + (b & 0xff);
    }
    fold(((long) value.length << 32) | (h & 0xffffffffL));
  }

  public void addId(long id) {
    add(Long.toString(id));
  }

  /**
   * A NUMBER value by its digits and scale, without trailing zeros (1.50 and 1.5 agree), so the
   * scale the driver chose does not matter and no text is made.
   */
  public void addNumber(BigDecimal value) {
    if (value == null) {
      addNull();
      return;
    }
    BigDecimal v = value.signum() == 0 ? BigDecimal.ZERO : value.stripTrailingZeros();
    fold(v.unscaledValue().longValue() * NUMBER_MIX + v.scale());
  }

  /** A DATE or TIMESTAMP value by its wall-clock seconds and nanoseconds. */
  public void addDateTime(LocalDateTime value) {
    if (value == null) {
      addNull();
      return;
    }
    fold(value.toEpochSecond(ZoneOffset.UTC) * 1_000_000_000L + value.getNano());
  }

  /** A TIMESTAMP WITH TIME ZONE value by its wall-clock time and its offset. */
  public void addDateTime(OffsetDateTime value) {
    if (value == null) {
      addNull();
      return;
    }
    LocalDateTime local = value.toLocalDateTime();
    fold((local.toEpochSecond(ZoneOffset.UTC) * 1_000_000_000L + local.getNano()) * NUMBER_MIX
        + value.getOffset().getTotalSeconds());
  }

  /** A BINARY_DOUBLE value by its bits. */
  public void addDouble(double value) {
    fold(Double.doubleToLongBits(value));
  }

  private void fold(long cell) {
    state = (state ^ cell) * PRIME;
    state = (state ^ (state >>> 29)) * PRIME;
    cells++;
  }

  public long value() {
    return state;
  }

  public long cells() {
    return cells;
  }

  /** The digest a correct fetch of {@code shape} must produce. */
  public static long expected(Shape shape) {
    RowDigest d = new RowDigest();
    for (long r = 1; r <= shape.rows(); r++) {
      d.addId(r);
      for (int c = 1; c <= shape.columns(); c++) {
        expectedCell(d, shape, r, c);
      }
    }
    return d.value();
  }

  /* What a correct read folds for one cell: scalars by value ({@link TypedValues}), text and
   * bytes as they are. */
  private static void expectedCell(RowDigest d, Shape shape, long r, int c) {
    ColumnType t = shape.type(c);
    long g = shape.group(r);
    if (shape.isNull(r, c)) {
      d.addNull();
      return;
    }
    switch (t.kind()) {
      case NUMBER -> d.addNumber(TypedValues.number(t, g, c));
      case DATE -> d.addDateTime(TypedValues.date(g, c));
      case TIMESTAMP -> d.addDateTime(TypedValues.timestamp(g, c));
      case TIMESTAMP_TZ -> d.addDateTime(TypedValues.timestamp(g, c).atOffset(
          TypedValues.offset(g, c)));
      case BINARY_DOUBLE -> d.addDouble(TypedValues.binaryDouble(g, c));
      case RAW, BLOB -> d.add(shape.bytes(r, c));
      case VARCHAR2, CLOB -> d.add(shape.value(r, c));
    }
  }

  public static String hex(long digest) {
    return String.format("%016x", digest);
  }
}
