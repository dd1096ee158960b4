package dev.nnebench.link;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Bandwidths as options and rows spell them: {@code unlimited}, {@code 100mbit}, {@code 1gbit}. */
public final class Bandwidth {
  private static final Pattern TEXT =
      Pattern.compile("(\\d{1,6}(?:\\.\\d{1,3})?)\\s*(kbit|mbit|gbit)(?:/s)?");
  private static final String UNLIMITED = "unlimited";
  /* Below this a fetch of the quick shape takes minutes; above it nothing on one host keeps up. */
  private static final long MIN = 64_000;
  private static final long MAX = 100_000_000_000L;

  private Bandwidth() {}

  public static long parseBitsPerSecond(String text) {
    String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
    if (t.equals(UNLIMITED) || t.equals("0")) {
      return 0;
    }
    Matcher m = TEXT.matcher(t);
    if (!m.matches()) {
      throw new IllegalArgumentException("cannot read the bandwidth '" + text
          + "'; give unlimited or a rate such as 512kbit, 100mbit or 1gbit");
    }
    long bits = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(scale(m.group(2))))
        .longValue();
    if (bits < MIN || bits > MAX) {
      throw new IllegalArgumentException("the bandwidth '" + text + "' is outside 64kbit.."
          + "100gbit; give a rate in that range or unlimited");
    }
    return bits;
  }

  private static long scale(String unit) {
    return switch (unit) {
      case "kbit" -> 1_000L;
      case "mbit" -> 1_000_000L;
      default -> 1_000_000_000L;
    };
  }

  /** The largest unit that spells it exactly: {@code 1gbit}, {@code 2.5mbit}, {@code unlimited}. */
  public static String label(long bitsPerSecond) {
    if (bitsPerSecond == 0) {
      return UNLIMITED;
    }
    if (bitsPerSecond >= 1_000_000_000 && bitsPerSecond % 1_000_000 == 0) {
      return strip(BigDecimal.valueOf(bitsPerSecond, 9)) + "gbit";
    }
    if (bitsPerSecond >= 1_000_000 && bitsPerSecond % 1_000 == 0) {
      return strip(BigDecimal.valueOf(bitsPerSecond, 6)) + "mbit";
    }
    return strip(BigDecimal.valueOf(bitsPerSecond, 3)) + "kbit";
  }

  private static String strip(BigDecimal value) {
    return value.stripTrailingZeros().toPlainString();
  }
}
