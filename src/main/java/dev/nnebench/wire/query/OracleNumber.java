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
  private static final int DIGIT_PAIRS_IN_LONG = 10;

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
    int[] pairs = new int[DIGIT_PAIRS_IN_LONG];
    int count = basePairs(value, pairs);
    int exponent = POSITIVE_EXPONENT_BIAS + count - 1;
    int significant = count;
    while (pairs[significant - 1] == 0) {
      significant--;
    }
    out[off] = (byte) (negative ? ~exponent : exponent);
    for (int i = 0; i < significant; i++) {
      out[off + 1 + i] = (byte) (negative ? 101 - pairs[i] : pairs[i] + 1);
    }
    int n = 1 + significant;
    if (negative && significant < MAX_PAIRS_WITHOUT_TERMINATOR) {
      out[off + n++] = (byte) NEGATIVE_TERMINATOR;
    }
    return n;
  }

  /** Fills {@code pairs} with the base-100 digits of |value|, most significant first. */
  private static int basePairs(long value, int[] pairs) {
    int[] reversed = new int[DIGIT_PAIRS_IN_LONG];
    int count = 0;
    long v = value;
    while (v != 0) {
      reversed[count++] = (int) Math.abs(v % 100);
      v /= 100;
    }
    for (int i = 0; i < count; i++) {
      pairs[i] = reversed[count - 1 - i];
    }
    return count;
  }
}
