package dev.nnebench.wire.load;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Times as a server model's parameters write them: {@code 0}, {@code 500ns}, {@code 50us} (or
 * {@code µs}), {@code 1.5ms}, {@code 2s}; a cost is {@code CPU} or {@code CPU/WAIT}.
 */
final class ServiceTime {
  private static final Pattern TIME = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ns|us|µs|ms|s)?");

  private ServiceTime() {}

  /** {@code CPU} or {@code CPU/WAIT}; {@code key} names the parameter in the error. */
  static Cost cost(String key, String text) {
    String[] parts = text.trim().split("/", -1);
    if (parts.length > 2) {
      throw new IllegalArgumentException(key + " must be CPU or CPU/WAIT (e.g. 200us/1ms), got '"
          + text + "'");
    }
    return new Cost(nanos(key, parts[0]), parts.length == 2 ? nanos(key, parts[1]) : 0);
  }

  static long nanos(String key, String text) {
    Matcher m = TIME.matcher(text.trim().toLowerCase(Locale.ROOT));
    if (!m.matches() || m.group(2) == null && !m.group(1).matches("0+(\\.0+)?")) {
      throw new IllegalArgumentException(key + ": '" + text + "' is not a time; write e.g. 0,"
          + " 500ns, 50us, 1.5ms or 2s");
    }
    double value = Double.parseDouble(m.group(1));
    long unit = switch (m.group(2) == null ? "ns" : m.group(2)) {
      case "ns" -> 1;
      case "us", "µs" -> 1_000;
      case "ms" -> 1_000_000;
      default -> 1_000_000_000;
    };
    return Math.round(value * unit);
  }

  /** The shortest exact text for {@code nanos}, as {@link #nanos} reads it. */
  static String label(long nanos) {
    if (nanos == 0) {
      return "0";
    }
    if (nanos % 1_000_000_000 == 0) {
      return nanos / 1_000_000_000 + "s";
    }
    if (nanos % 1_000_000 == 0) {
      return nanos / 1_000_000 + "ms";
    }
    return nanos % 1_000 == 0 ? nanos / 1_000 + "us" : nanos + "ns";
  }

  static String label(Cost cost) {
    return label(cost.cpuNanos()) + (cost.waitNanos() == 0 ? "" : "/" + label(cost.waitNanos()));
  }
}
