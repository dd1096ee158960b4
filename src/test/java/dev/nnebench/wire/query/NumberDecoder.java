package dev.nnebench.wire.query;

/** Decodes an integral Oracle NUMBER, as python-oracledb's decoder does, for test checks. */
final class NumberDecoder {
  private NumberDecoder() {}

  static long decode(byte[] b) {
    int exponentByte = b[0] & 0xff;
    if (exponentByte == 0x80) {
      return 0;
    }
    boolean positive = (exponentByte & 0x80) != 0;
    int exponent = positive ? exponentByte - 0xC1 : (~exponentByte & 0xff) - 0xC1;
    int digits = b.length - 1;
    if (!positive && (b[b.length - 1] & 0xff) == 102) {
      digits--;
    }
    long value = 0;
    for (int i = 0; i <= exponent; i++) {
      int pair = i < digits ? (positive ? (b[1 + i] & 0xff) - 1 : 101 - (b[1 + i] & 0xff)) : 0;
      value = value * 100 + pair;
    }
    return positive ? value : -value;
  }
}
