package dev.nnebench.run;

import java.time.Duration;
import java.util.Locale;

/**
 * How precise a trial's answer must be before it stops ({@code jmh.precision}), and the time it
 * may take to get there ({@code jmh.trialTimeCap}): a trial whose interval is wider than asked
 * gets one more fork at a time until it is narrow enough or the cap would be passed, and is then
 * flagged as not precise, as an unsteady trial is.
 *
 * @param relativeBar the largest half-width of the answer's 99.9 % interval, as a share of the
 *     answer (0.02: ± 2 %); 0 for no target (the preset's forks and iterations, nothing added)
 * @param cap the most a trial may take, its first forks included
 */
public record PrecisionTarget(double relativeBar, Duration cap) {
  /** No target: each trial runs the forks its preset sets. */
  public static final PrecisionTarget NONE = new PrecisionTarget(0, Duration.ZERO);

  public PrecisionTarget {
    if (!(relativeBar >= 0 && relativeBar < 1)) {
      throw new IllegalArgumentException("jmh.precision must be a percentage above 0 and below"
          + " 100, got " + relativeBar * 100 + "; write e.g. jmh.precision = 2%");
    }
  }

  /** Whether a target is set. */
  public boolean set() {
    return relativeBar > 0;
  }

  /** Whether an answer of relative half-width {@code bar} meets the target. */
  public boolean met(double bar) {
    return !set() || (Double.isFinite(bar) && bar <= relativeBar);
  }

  /** This target with another precision, {@code 2%} or {@code 0.02}. */
  PrecisionTarget withPercent(String text) {
    String t = text.trim();
    try {
      double value = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1).trim())
          / 100 : Double.parseDouble(t);
      return new PrecisionTarget(value, cap);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("jmh.precision must be a percentage such as 2%, got '"
          + text + "'", e);
    }
  }

  PrecisionTarget withCap(Duration newCap) {
    return new PrecisionTarget(relativeBar, newCap);
  }

  /** {@code ± 2 %}, for plan and progress lines. */
  String label() {
    return "± " + percent(relativeBar) + " %";
  }

  /**
   * A bar this target did not meet, as a percentage that reads above it: {@code 0.0404} against
   * 4 % as {@code 4.04}, not {@code 4.0}.
   */
  String missed(double bar) {
    String shown = percent(bar);
    return Double.isFinite(bar) && Double.parseDouble(shown) <= relativeBar * 100
        ? String.format(Locale.ROOT, "%.2f", bar * 100) : shown;
  }

  /** {@code 0.02} as {@code 2}, {@code 0.015} as {@code 1.5}. */
  static String percent(double share) {
    double p = share * 100;
    return p == Math.rint(p) ? Long.toString((long) p) : String.format(Locale.ROOT, "%.1f", p);
  }
}
