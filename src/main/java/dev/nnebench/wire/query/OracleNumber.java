package dev.nnebench.wire.query;

/**
 * Oracle NUMBER encoding of integers: an exponent byte, then base-100 digit pairs, most
 * significant first, with trailing zero pairs dropped.
 *
 * <p>Positive: exponent 0xC1 + (power of 100 of the first pair), each pair d stored as d + 1.
 * Negative: the bitwise NOT of the positive exponent, pairs stored as 101 - d, then a 102
 * terminator when fewer than 20 pairs are used. Zero is the single byte 0x80.
 */
public final class OracleNumber {
  /** Longest encoding of a long: exponent, ten digit pairs, terminator. */
  public static final int MAX_LONG_BYTES = 12;

  private static final int ZERO = 0x80;
  private static final int POSITIVE_EXPONENT_BIAS = 0xC1;
  private static final int NEGATIVE_TERMINATOR = 102;
  private static final int MAX_PAIRS_WITHOUT_TERMINATOR = 20;

  private OracleNumber() {}

  /** The encoding of {@code value}. */
  public static byte[] encode(long value) {
    byte[] out = new byte[MAX_LONG_BYTES];
    int n = encode(value, out, 0);
    return java.util.Arrays.copyOf(out, n);
  }

  /**
   * Writes the encoding of {@code value} at {@code out[off]}.
   *
   * @return the number of bytes written (at most {@link #MAX_LONG_BYTES})
   */
  public static int encode(long value, byte[] out, int off) {
    if (value == 0) {
      out[off] = (byte) ZERO;
      return 1;
    }
    boolean negative = value < 0;
    int pairs = pairCount(value);
    long v = value;
    int significant = pairs;
    while (v % 100 == 0) { // trailing zero pairs are left out
      v /= 100;
      significant--;
    }
    for (int i = significant; i >= 1; i--, v /= 100) {
      int d = (int) Math.abs(v % 100);
      out[off + i] = (byte) (negative ? 101 - d : d + 1);
    }
    int exponent = POSITIVE_EXPONENT_BIAS + pairs - 1;
    out[off] = (byte) (negative ? ~exponent : exponent);
    int n = 1 + significant;
    if (negative && significant < MAX_PAIRS_WITHOUT_TERMINATOR) {
      out[off + n++] = (byte) NEGATIVE_TERMINATOR;
    }
    return n;
  }

  /** The number of base-100 digits of |value|. */
  private static int pairCount(long value) {
    int n = 0;
    for (long v = value; v != 0; v /= 100) {
      n++;
    }
    return n;
  }
}
