package dev.nnebench.wire.session;

/**
 * Makes text a client controls safe for a one-line log: printable ASCII only, so that no client
 * can end the line, write a terminal escape or forge a {@code key=} field, and bounded, so that
 * a 60 KB PROGRAM costs the log a few dozen characters.
 */
final class LogText {
  private LogText() {}

  /**
   * {@code text} with '\', '=', control characters and everything past ASCII escaped
   * ({@code \\}, {@code \x3d}, {@code \n}, {@code \x00}, {@code \u00e9}; invalid UTF-8 arrives
   * as U+FFFD), cut to {@code max} characters of input with the number left out.
   */
  static String escape(String text, int max) {
    int n = Math.min(text.length(), max);
    StringBuilder b = new StringBuilder(n + 16);
    for (int i = 0; i < n; i++) {
      append(b, text.charAt(i));
    }
    if (text.length() > max) {
      b.append("...(").append(text.length() - max).append(" more)");
    }
    return b.toString();
  }

  private static void append(StringBuilder b, char c) {
    switch (c) {
      case '\\' -> b.append("\\\\");
      case '\n' -> b.append("\\n");
      case '\r' -> b.append("\\r");
      case '\t' -> b.append("\\t");
      case '=' -> b.append("\\x3d");
      default -> {
        if (c >= 0x20 && c < 0x7f) {
          b.append(c);
        } else if (c < 0x100) {
          b.append(String.format("\\x%02x", (int) c));
        } else {
          b.append(String.format("\\u%04x", (int) c));
        }
      }
    }
  }
}
