package dev.nnebench.diagnose.sweep;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.stats.Interval;
import java.util.Locale;

/**
 * What one candidate did against the settings in force, measured side by side in one JVM:
 * {@code speedup} is the in-force wall time per fetch over the candidate's (above 1: the candidate
 * is faster), {@code cpuSpeedup} the same for the fetching thread's CPU time; both medians of
 * the measured iterations with their 99.9 % bootstrap interval; {@code wallGainMs} the in-force
 * wall ms per fetch minus the candidate's, iteration by iteration (above 0: the candidate saves
 * that much per fetch on the network the trials ran over).
 */
public record Finding(Candidate candidate, Interval speedup, Interval cpuSpeedup,
    Interval wallGainMs, String unsteady) {

  /**
   * This finding with its wall time saved per fetch multiplied by {@code scale}: measured on part
   * of the result, told for the whole of it (the ratios stand as measured).
   */
  public Finding scaled(double scale) {
    return scale == 1 ? this : new Finding(candidate, speedup, cpuSpeedup, new Interval(
        wallGainMs.estimate() * scale, wallGainMs.low() * scale, wallGainMs.high() * scale),
        unsteady);
  }

  /** How the interval reads: a gain, a loss, or nothing this run can tell. */
  public enum Verdict { FASTER, SLOWER, CANNOT_TELL }

  public Verdict verdict() {
    if (!Double.isFinite(speedup.low()) || !Double.isFinite(speedup.high())) {
      return Verdict.CANNOT_TELL;
    }
    if (speedup.low() > 1) {
      return Verdict.FASTER;
    }
    return speedup.high() < 1 ? Verdict.SLOWER : Verdict.CANNOT_TELL;
  }

  /** e.g. {@code 2.9x ± 0.1 faster}, {@code 0.80x ± 0.02 (slower)}, or cannot be told apart. */
  public String shown() {
    String value = ratio(speedup);
    return switch (verdict()) {
      case FASTER -> value + " faster";
      case SLOWER -> value + " (slower: keep what is in force)";
      case CANNOT_TELL -> value + " (cannot be told apart)";
    };
  }

  /**
   * The wall time saved per fetch with the ratio, e.g. {@code 2.10 s ± 0.05 less per fetch
   * (3.40x ± 0.20 faster)}; the ratio alone when the gain was not measured.
   */
  public String gainShown() {
    if (!Double.isFinite(wallGainMs.estimate())) {
      return shown();
    }
    return duration(wallGainMs) + " less per fetch (" + shown() + ")";
  }

  /*
   * ± shows an interval's larger arm, which can read as an end on the other side of what the
   * verdict turns on (0 ms saved, a 1x ratio) than the interval's own: 23.4 ms ± 44 for 10.8 to
   * 67.5 ms reads as a gain that may be a loss. Such an interval is shown by its ends.
   */
  static boolean misread(Interval i, double threshold) {
    double half = i.halfWidth();
    if (!Double.isFinite(half)) {
      return false;
    }
    boolean low = (i.estimate() - half > threshold) != (i.low() > threshold);
    boolean high = (i.estimate() + half < threshold) != (i.high() < threshold);
    return low || high;
  }

  /**
   * {@code 2.10 s ± 0.05} from 1 s up, {@code 350 ms ± 12} below; by its ends where ± would misread
   * it ({@link #misread}), {@code 23.4 ms (10.8 to 67.5)}.
   */
  public static String duration(Interval ms) {
    boolean seconds = Math.abs(ms.estimate()) >= 1000;
    double scale = seconds ? 1000 : 1;
    if (misread(ms, 0)) {
      return String.format(Locale.ROOT, seconds ? "%.2f s (%.2f to %.2f)" : "%.3g ms (%.3g to %.3g)",
          ms.estimate() / scale, ms.low() / scale, ms.high() / scale);
    }
    double half = ms.halfWidth() / scale;
    String bar = Double.isFinite(half)
        ? String.format(Locale.ROOT, half >= 100 ? " ± %.0f" : " ± %.2g", half) : " ± n/a";
    return String.format(Locale.ROOT, seconds ? "%.2f s" : "%.3g ms", ms.estimate() / scale) + bar;
  }

  /** {@code 3.40x ± 0.20}, or by its ends where ± would misread it, {@code 1.08x (1.04 to 1.22)}. */
  public static String ratio(Interval i) {
    if (!Double.isFinite(i.estimate())) {
      return "n/a";
    }
    if (misread(i, 1)) {
      return String.format(Locale.ROOT, "%.2fx (%.2f to %.2f)", i.estimate(), i.low(), i.high());
    }
    String bar = Double.isFinite(i.halfWidth())
        ? String.format(Locale.ROOT, " ± %.2f", i.halfWidth()) : " ± n/a";
    return String.format(Locale.ROOT, "%.2fx", i.estimate()) + bar;
  }
}
