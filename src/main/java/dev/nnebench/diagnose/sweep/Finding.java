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

  /** {@code 2.10 s ± 0.05} from 1 s up, {@code 350 ms ± 12} below. */
  public static String duration(Interval ms) {
    boolean seconds = Math.abs(ms.estimate()) >= 1000;
    double scale = seconds ? 1000 : 1;
    double half = ms.halfWidth() / scale;
    String bar = Double.isFinite(half)
        ? String.format(Locale.ROOT, half >= 100 ? " ± %.0f" : " ± %.2g", half) : " ± n/a";
    return String.format(Locale.ROOT, seconds ? "%.2f s" : "%.3g ms", ms.estimate() / scale) + bar;
  }

  public static String ratio(Interval i) {
    if (!Double.isFinite(i.estimate())) {
      return "n/a";
    }
    String bar = Double.isFinite(i.halfWidth())
        ? String.format(Locale.ROOT, " ± %.2f", i.halfWidth()) : " ± n/a";
    return String.format(Locale.ROOT, "%.2fx", i.estimate()) + bar;
  }
}
