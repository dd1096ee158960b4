package dev.nnebench.shape;


/**
 * An order-sensitive 64-bit digest of fetched cells, cheap enough to sit in the measured loop.
 *
 * <p>Each cell contributes {@code (length << 32) | hash}, where hash is Java's {@code
 * String.hashCode} of the value (equal to the 31-polynomial over its ASCII bytes, so getString
 * and getBytes reads agree) and NULL contributes length -1, hash 0. ID contributes its decimal
 * text. Cells are folded in row order, ID first, with FNV-1a-64 style multiply-xor.
 * A typed shape's cells contribute their canonical text ({@link TypedValues}; {@link
 * TypedReads} reads it through JDBC), except RAW and BLOB cells, which contribute their bytes.
 * It verifies that the driver delivered the defined rows; it is not a cryptographic hash.
 */
public final class RowDigest {
  private static final long OFFSET_BASIS = 0xcbf29ce484222325L;
  private static final long PRIME = 0x100000001b3L;

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
        if (shape.type(c).kind().binary()) {
          d.add(shape.bytes(r, c));
        } else {
          d.add(shape.value(r, c));
        }
      }
    }
    return d.value();
  }

  public static String hex(long digest) {
    return String.format("%016x", digest);
  }
}
