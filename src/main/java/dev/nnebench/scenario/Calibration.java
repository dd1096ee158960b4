package dev.nnebench.scenario;

import java.util.Locale;

/**
 * A known CPU cost added on purpose to a fetch: after each chunk of rows a side reads, its
 * fetching thread burns {@code fraction} times the CPU that chunk took, so the side costs
 * {@code 1 + fraction} times what it would. It exists to check a gate: a candidate calibrated at
 * {@code 3%} against its own code as reference is a regression of known size, and a gate that
 * misses it cannot catch a real one of that size on the same runner.
 *
 * @param fraction the added share of the side's own CPU, 0 for none
 */
public record Calibration(double fraction) {
  /** No cost added: what every trial runs at unless asked. */
  public static final Calibration NONE = new Calibration(0);
  /* A calibration is a small known shift; a larger one would change what the fetch measures. */
  private static final double MAX_PERCENT = 100;

  public Calibration {
    if (!(fraction >= 0) || fraction * 100 > MAX_PERCENT) {
      throw new IllegalArgumentException("calibration must be 0 to 100 %, got " + fraction);
    }
  }

  /** {@code 0}, or a percentage such as {@code 3%} or {@code +0.5%}. */
  public static Calibration parse(String text) {
    String t = text.trim().replace(" ", "");
    if (t.equals("0") || t.equals("0%") || t.equals("+0%")) {
      return NONE;
    }
    if (t.endsWith("%")) {
      try {
        double percent = Double.parseDouble(t.substring(t.startsWith("+") ? 1 : 0,
            t.length() - 1));
        if (percent >= 0 && percent <= MAX_PERCENT) {
          return new Calibration(percent / 100);
        }
      } catch (NumberFormatException e) {
        // refused below with the fix
      }
    }
    throw new IllegalArgumentException("calibration must be 0 or a percentage of the side's"
        + " CPU from 0% to 100%, got '" + text + "'; write e.g. -p calibration=3%");
  }

  /** Whether any cost is added. */
  public boolean active() {
    return fraction > 0;
  }

  /** The text {@link #parse} reads back: {@code 0} or e.g. {@code 3%}. */
  public String label() {
    if (!active()) {
      return "0";
    }
    double percent = fraction * 100;
    return percent == Math.rint(percent) ? String.format(Locale.ROOT, "%d%%", (long) percent)
        : String.format(Locale.ROOT, "%s%%", stripped(percent));
  }

  private static String stripped(double percent) {
    String s = String.format(Locale.ROOT, "%.4f", percent);
    return s.replaceAll("0+$", "").replaceAll("\\.$", "");
  }
}
