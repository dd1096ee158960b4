package dev.nnebench.report.compare;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.stats.Interval;

/**
 * One answer asked in two runs, A and B, with how B's figure moved against A's.
 *
 * <p>A move counts only beyond both 99.9 % bars and beyond a tolerance: a run's bars cover its
 * own forks and iterations, not the machine's drift between runs. Back-to-back runs of the same
 * code can move an answer by several percent with bars of 0.5-3 % that do not overlap, its forks
 * agreeing closely within each run, so a gate without a tolerance fails on the machine, not the
 * code.
 *
 * @param a the answer in run A (the earlier run, or the baseline)
 * @param b the same answer (same key) in run B
 * @param tolerance the relative move (0.1: 10 %) below which bars apart are called drift
 */
public record ComparedAnswer(Answer a, Answer b, double tolerance) {
  /**
   * Above the drift of back-to-back runs of the same code on a shared machine (ratios and fetch
   * cells' CPU s/GB moved by up to 7 % beyond their bars), below a change worth a look.
   */
  public static final double DEFAULT_TOLERANCE = 0.10;

  public ComparedAnswer {
    if (!(tolerance >= 0 && tolerance < 1)) {
      throw new IllegalArgumentException("tolerance must be from 0 to under 100 %, got "
          + 100 * tolerance + " %");
    }
  }

  public ComparedAnswer(Answer a, Answer b) {
    this(a, b, DEFAULT_TOLERANCE);
  }

  /** How B stands against A, judged on the two 99.9 % intervals. */
  public enum Verdict {
    /** The intervals overlap: these runs cannot tell the two apart. */
    SAME("same"),
    /** B's interval lies wholly on the cheaper or faster side of A's, and B moved more. */
    BETTER("better"),
    /** B's interval lies wholly on the costlier or slower side of A's, and B moved more. */
    WORSE("worse"),
    /** The intervals are apart, but B moved by less than the tolerance either way. */
    DRIFT("drift"),
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
    if (Math.abs(Math.log(ratio())) <= Math.log1p(tolerance)) {
      return Verdict.DRIFT;
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
