package dev.nnebench.report.ci;

/** What a gate said of one answer, as a JUnit test case reports it. */
public enum Verdict {
  /** Not worse beyond the gate's bar: same, better, or within the tolerance. */
  PASSED,
  /** Worse beyond the bar: a failed test case, with the figures. */
  REGRESSED,
  /** Not judged: no bar to judge it by (a single measurement, a value that is not a number). */
  SKIPPED
}
