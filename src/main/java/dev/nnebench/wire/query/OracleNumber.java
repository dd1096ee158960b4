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

  /** Longest encoding of a decimal with a long unscaled value: exponent, 11 pairs, terminator. */
  public static final int MAX_DECIMAL_BYTES = 13;

  /**
   * Writes the encoding of {@code unscaled / 10^scale} at {@code out[off]}: the digits are paired
   * around the decimal point, leading and trailing zero pairs dropped.
   *
   * @return the number of bytes written (at most {@link #MAX_DECIMAL_BYTES})
   */
  public static int encodeDecimal(long unscaled, int scale, byte[] out, int off) {
    if (scale == 0) {
      return encode(unscaled, out, off);
    }
    if (unscaled == 0) {
      out[off] = (byte) ZERO;
      return 1;
    }
    boolean negative = unscaled < 0;
    String digits = Long.toString(Math.abs(unscaled));
    int integerDigits = digits.length() - scale;
    String integer = integerDigits > 0 ? digits.substring(0, integerDigits) : "";
    String fraction = integerDigits > 0 ? digits.substring(integerDigits)
        : "0".repeat(-integerDigits) + digits;
    if (integer.length() % 2 == 1) {
      integer = "0" + integer;
    }
    if (fraction.length() % 2 == 1) {
      fraction = fraction + "0";
    }
    String all = integer + fraction;
    int exponent = integer.length() / 2 - 1; // power of 100 of the first pair
    int first = 0;
    while (all.startsWith("00", first)) {
      first += 2;
      exponent--;
    }
    int end = all.length();
    while (end > first && all.startsWith("00", end - 2)) {
      end -= 2;
    }
    int n = 1;
    for (int i = first; i < end; i += 2, n++) {
      int d = Integer.parseInt(all.substring(i, i + 2));
      out[off + n] = (byte) (negative ? 101 - d : d + 1);
    }
    int exponentByte = POSITIVE_EXPONENT_BIAS + exponent;
    out[off] = (byte) (negative ? ~exponentByte : exponentByte);
    if (negative && n - 1 < MAX_PAIRS_WITHOUT_TERMINATOR) {
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
