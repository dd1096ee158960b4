package dev.nnebench.wire.tns;

import java.util.Locale;

/**
 * Finds {@code (KEY = value)} in a connect descriptor in one pass over the text, however hostile:
 * a client controls the descriptor before it has authenticated, so a lookup must cost time
 * linear in its length (a backtracking pattern costs seconds on 64 KB of {@code "(SID="}).
 */
final class DescriptorValue {
  private final String text;
  /* The first ')' at or after the current candidate, cached: each value ends at the next one. */
  private int close = -1;

  private DescriptorValue(String text) {
    this.text = text;
  }

  /** The trimmed, upper-cased value of the first {@code (key=...)} in {@code text}, or null. */
  static String find(String text, String key) {
    return new DescriptorValue(text).find(key);
  }

  private String find(String key) {
    for (int open = text.indexOf('('); open >= 0; open = text.indexOf('(', open + 1)) {
      int start = valueStart(open + 1, key);
      if (start < 0) {
        continue;
      }
      if (close < start) {
        close = text.indexOf(')', start);
      }
      if (close < 0) {
        return null; // no value anywhere later can end either
      }
      return text.substring(start, close).trim().toUpperCase(Locale.ROOT);
    }
    return null;
  }

  /* Where the value starts if "\s*key\s*=\s*" follows at i, else -1. */
  private int valueStart(int i, String key) {
    i = skipSpace(i);
    if (!text.regionMatches(true, i, key, 0, key.length())) {
      return -1;
    }
    i = skipSpace(i + key.length());
    if (i >= text.length() || text.charAt(i) != '=') {
      return -1;
    }
    return skipSpace(i + 1);
  }

  private int skipSpace(int i) {
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }
}
