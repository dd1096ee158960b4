package dev.nnebench.link;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Link delays as options and rows spell them: {@code 0}, {@code 250us}, {@code 0.5ms}, {@code 1s}. */
public final class Durations {
  private static final Pattern TEXT = Pattern.compile("(\\d{1,9}(?:\\.\\d{1,6})?)\\s*(us|ms|s)?");
  private static final long MAX_NANOS = 60_000_000_000L;

  private Durations() {}

  public static long parseNanos(String text) {
    String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
    Matcher m = TEXT.matcher(t);
    if (!m.matches() || (m.group(2) == null && new BigDecimal(m.group(1)).signum() != 0)) {
      throw new IllegalArgumentException("cannot read the delay '" + text
          + "'; give it with a unit, e.g. 0, 250us, 0.5ms or 20ms");
    }
    BigDecimal nanos = new BigDecimal(m.group(1)).multiply(unit(m.group(2)));
    if (nanos.compareTo(BigDecimal.valueOf(MAX_NANOS)) > 0) {
      throw new IllegalArgumentException("the delay '" + text + "' is over a minute; give at"
          + " most 60s");
    }
    return nanos.longValue();
  }

  /* A bare 0 needs no unit; anything else does (is "5" milliseconds or seconds?). */
  private static BigDecimal unit(String unit) {
    return switch (unit == null ? "s" : unit) {
      case "us" -> BigDecimal.valueOf(1_000);
      case "ms" -> BigDecimal.valueOf(1_000_000);
      default -> BigDecimal.valueOf(1_000_000_000);
    };
  }

  /**
   * Milliseconds in steps of 0.1 ({@code 0.5ms}, {@code 20ms}), else microseconds ({@code 250us});
   * seconds from one second up ({@code 1.5s}).
   */
  public static String label(long nanos) {
    if (nanos == 0) {
      return "0";
    }
    if (nanos % 100_000 != 0) {
      return strip(BigDecimal.valueOf(nanos, 3)) + "us";
    }
    if (nanos < 1_000_000_000) {
      return strip(BigDecimal.valueOf(nanos, 6)) + "ms";
    }
    return strip(BigDecimal.valueOf(nanos, 9)) + "s";
  }

  private static String strip(BigDecimal value) {
    return value.stripTrailingZeros().toPlainString();
  }
}
