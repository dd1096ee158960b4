package dev.nnebench.report.ci;

import dev.nnebench.report.figure.Measured;
import java.util.Locale;

/**
 * The figures a gate judged one answer on: the reference (the baseline run, the history's
 * centre, or the reference leg), the candidate (this run, or the candidate leg), each with its
 * 99.9 % half-width, and the limit a move had to pass to count.
 *
 * @param reference what the answer is held against
 * @param candidate the answer being judged
 * @param unit "×" for a ratio, else the figure's unit
 * @param higherIsWorse whether a larger value means slower or costlier
 * @param limit the relative move (0.05: 5 %) the gate let pass as noise
 */
public record GateFigures(Measured reference, Measured candidate, String unit,
    boolean higherIsWorse, double limit) {

  /** Candidate over reference, minus one: +0.07 is 7 % higher (NaN without a reference). */
  public double change() {
    return candidate.value() / reference.value() - 1;
  }

  /** The change in the worse direction: positive when the candidate is worse. */
  public double worsening() {
    return higherIsWorse ? change() : -change();
  }

  /**
   * {@code 1.52× ± 0.02 vs 1.42× ± 0.02: +7.0 % (higher is worse; limit 5.0 %)}: the figures a
   * test case shows, candidate first.
   */
  public String shown() {
    return String.format(Locale.ROOT, "%s vs %s: %+.1f %% (%s is worse; limit %.1f %%)",
        figure(candidate), figure(reference), 100 * change(), higherIsWorse ? "higher" : "lower",
        100 * limit);
  }

  private String figure(Measured m) {
    return unit.equals("×") ? m.ratio() : m.with(unit);
  }
}
