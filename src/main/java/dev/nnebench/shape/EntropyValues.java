package dev.nnebench.shape;

import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * The values of a drawn {@link Entropy} class, functions of the cell's repeat group {@code g},
 * column {@code c} and width {@code n} through {@link Draws}, in this order of draws:
 * <ul>
 *   <li>TEXT: a length {@code L = n - below(ceil(n/2))}, then words of {@link Words#PROSE} at
 *       index {@code below(256)*below(256)*below(256) / 65536} (a skew towards the first, common
 *       words) joined by single blanks until at least L characters, cut to L;
 *   <li>REPETITIVE: L as for TEXT, then log-like entries joined by blanks until at least L
 *       characters, cut to L: a phrase of {@link Words#PHRASES} at {@code below(6)}, a blank and
 *       the number {@code below(100000)};
 *   <li>CODES, by column: {@code (c-1) mod 4 = 0} a status of {@link Words#STATUSES} at
 *       {@code below(16)*below(16) / 16}; 1 a reference {@code INV-} and eight digits of
 *       {@code below(10^8)}; 2 an amount of {@code below(10^7)} cents as {@code units.cc};
 *       3 a timestamp {@code yyyy-MM-dd HH:mm:ss}, 2020-01-01 plus {@code below(157680000)}
 *       seconds; each cut to n;
 *   <li>RANDOM: n characters of the base64 alphabet at {@code below(64)}, or for RAW n bytes
 *       of {@code below(256)}.
 * </ul>
 * RAW columns of the other classes hold their text's ASCII bytes. Every character is ASCII, so a
 * VARCHAR2 value of n characters is n bytes in AL32UTF8.
 */
public final class EntropyValues {
  /** The first timestamp of a CODES column. */
  public static final LocalDateTime CODES_EPOCH = LocalDateTime.of(2020, 1, 1, 0, 0);
  /** Seconds over which CODES timestamps spread (five years of 365 days). */
  public static final int CODES_SECONDS = 157_680_000;
  static final int REFERENCE_RANGE = 100_000_000;
  static final int CENTS_RANGE = 10_000_000;
  static final int CODE_KINDS = 4;
  /** The numbers that vary a repetitive entry, as an id or a count varies a log line. */
  static final int ENTRY_NUMBERS = 100_000;

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

  private EntropyValues() {}

  /** The text of a VARCHAR2 value of a drawn class ({@code n}: the width). */
  public static String text(Entropy entropy, long group, int column, int n) {
    Draws d = new Draws(group, column);
    return switch (entropy) {
      case TEXT -> joined(d, Words.PROSE, length(d, n), true);
      case REPETITIVE -> joined(d, Words.PHRASES, length(d, n), false);
      case CODES -> cut(code(d, column), n);
      case RANDOM -> base64(d, n);
      case PAD -> throw new IllegalArgumentException("pad values are TypedValues'");
    };
  }

  /** The bytes of a RAW value of a drawn class. */
  public static byte[] bytes(Entropy entropy, long group, int column, int n) {
    if (entropy != Entropy.RANDOM) {
      return text(entropy, group, column, n).getBytes(StandardCharsets.US_ASCII);
    }
    Draws d = new Draws(group, column);
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      b[i] = (byte) d.below(256);
    }
    return b;
  }

  /* A varying length, as real text columns fill their width unevenly: n/2 to n. */
  private static int length(Draws d, int n) {
    return n - d.below((n + 1) / 2);
  }

  private static String joined(Draws d, List<String> words, int length, boolean skewed) {
    StringBuilder sb = new StringBuilder(length + Words.PHRASE_SLOT);
    while (sb.length() < length) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      if (skewed) {
        sb.append(words.get(d.below(256) * d.below(256) * d.below(256) / 65536));
      } else {
        sb.append(words.get(d.below(words.size())));
        sb.append(' ').append(d.below(ENTRY_NUMBERS));
      }
    }
    return sb.substring(0, length);
  }

  private static String code(Draws d, int column) {
    return switch ((column - 1) % CODE_KINDS) {
      case 0 -> Words.STATUSES.get(d.below(16) * d.below(16) / 16);
      case 1 -> String.format("INV-%08d", d.below(REFERENCE_RANGE));
      case 2 -> amount(d.below(CENTS_RANGE));
      default -> STAMP.format(CODES_EPOCH.plusSeconds(d.below(CODES_SECONDS)));
    };
  }

  private static String amount(int cents) {
    return cents / 100 + "." + String.format("%02d", cents % 100);
  }

  private static String base64(Draws d, int n) {
    char[] out = new char[n];
    for (int i = 0; i < n; i++) {
      out[i] = Words.BASE64.charAt(d.below(64));
    }
    return new String(out);
  }

  private static String cut(String value, int n) {
    return value.length() <= n ? value : value.substring(0, n);
  }
}
