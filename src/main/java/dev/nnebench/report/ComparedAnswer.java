package dev.nnebench.report;

import dev.nnebench.stats.Interval;

/**
 * One answer asked in two runs, A and B, with how B's figure moved against A's.
 *
 * @param a the answer in run A (the earlier run, or the baseline)
 * @param b the same answer (same key) in run B
 */
public record ComparedAnswer(Headline a, Headline b) {

  /** How B stands against A, judged on the two 99.9 % intervals. */
  public enum Verdict {
    /** The intervals overlap: these runs cannot tell the two apart. */
    SAME("same"),
    /** B's interval lies wholly on the cheaper or faster side of A's. */
    BETTER("better"),
    /** B's interval lies wholly on the costlier or slower side of A's. */
    WORSE("worse"),
    /** A bar is missing (a single measurement) or a value is not a number. */
    NOT_COMPARABLE("n/a");

    private final String label;

    Verdict(String label) {
      this.label = label;
    }

    public String label() {
      return label;
    }
  }

  public Verdict verdict() {
    if (!finite(a.value()) || !finite(b.value())) {
      return Verdict.NOT_COMPARABLE;
    }
    Interval before = interval(a.value());
    Interval after = interval(b.value());
    if (!before.disjoint(after)) {
      return Verdict.SAME;
    }
    boolean higher = after.low() > before.high();
    return higher == b.higherIsWorse() ? Verdict.WORSE : Verdict.BETTER;
  }

  /** B's value over A's (NaN when A's is zero or not a number). */
  public double ratio() {
    return b.value().value() / a.value().value();
  }

  /** Whether a trial behind the answer was not steady in either run. */
  public boolean unsteady() {
    return !a.steady() || !b.steady();
  }

  private static boolean finite(Measured m) {
    return Double.isFinite(m.value()) && Double.isFinite(m.error());
  }

  private static Interval interval(Measured m) {
    return new Interval(m.value(), m.value() - m.error(), m.value() + m.error());
  }
}
