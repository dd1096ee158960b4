package dev.nnebench.wire.auth;

import java.util.HexFormat;

/** Uppercase hex as O5LOGON key/value pairs carry it, with parse errors that name the field. */
public final class Hex {
  private static final HexFormat UPPER = HexFormat.of().withUpperCase();

  private Hex() {}

  /** Uppercase hex of {@code bytes}. */
  public static String upper(byte[] bytes) {
    return UPPER.formatHex(bytes);
  }

  /**
   * Parses {@code hex} (either case) of the key/value pair {@code field}.
   *
   * @param expectedBytes the decoded length the field must have, or -1 for any length
   * @throws IllegalArgumentException naming the field when the text is missing, not hex, or of
   *     the wrong length
   */
  public static byte[] parse(String field, String hex, int expectedBytes) {
    if (hex == null) {
      throw new IllegalArgumentException(field + " is missing");
    }
    int expectedChars = expectedBytes * 2;
    if (expectedBytes >= 0 && hex.length() != expectedChars) {
      throw new IllegalArgumentException(field + " must be " + expectedChars
          + " hex characters, got " + hex.length());
    }
    try {
      return UPPER.parseHex(hex);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(field + " is not hex: " + e.getMessage(), e);
    }
  }
}
