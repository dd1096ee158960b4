package dev.nnebench.fetch;

/**
 * Turns the bytes {@code getBytes} returns for the NUMBER column ID back into its value. The
 * driver hands out Oracle's internal NUMBER form; decimal text is accepted too.
 *
 * <p>Oracle NUMBER, positive: the first byte is 0xC1 + e, where e is the base-100 exponent of the
 * first digit; each following byte is a base-100 digit plus one; trailing zero digits are left out.
 * Zero is the single byte 0x80.
 */
final class IdBytes {
  private static final int ZERO = 0x80;
  private static final int POSITIVE_EXPONENT_BIAS = 0xC1;
  private static final int BASE = 100;

  private IdBytes() {}

  static long decode(byte[] b) {
    if (b.length == 0) {
      throw new IllegalArgumentException("empty ID");
    }
    int first = b[0] & 0xff;
    if (first >= '0' && first <= '9') {
      return Long.parseLong(new String(b, java.nio.charset.StandardCharsets.US_ASCII));
    }
    if (first == ZERO && b.length == 1) {
      return 0;
    }
    if (first < POSITIVE_EXPONENT_BIAS) {
      throw new IllegalArgumentException("ID is not a positive integer NUMBER: first byte " + first);
    }
    int exponent = first - POSITIVE_EXPONENT_BIAS;
    long value = 0;
    for (int i = 0; i <= exponent; i++) {
      int digit = i + 1 < b.length ? (b[i + 1] & 0xff) - 1 : 0;
      value = value * BASE + digit;
    }
    return value;
  }
}
