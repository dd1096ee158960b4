package dev.nnebench.run;

/**
 * How many unsteady trials a run may still rerun ({@code jmh.reruns}). Each rerun adds a trial's
 * time with a doubled warm-up to the run, so a preset with a time budget bounds them; a trial
 * met once they are spent is kept as measured and flagged.
 */
final class Reruns {
  private final int allowed;
  private int made;

  /* jmh.reruns, checked >= 0 where it is read (JmhSettings). */
  Reruns(int allowed) {
    this.allowed = allowed;
  }

  /** Takes one rerun if any is left. */
  boolean take() {
    if (made >= allowed) {
      return false;
    }
    made++;
    return true;
  }

  /** The console's line for an unsteady trial kept without a rerun. */
  String spentLine(String trial, String problem) {
    return "  not steady: " + trial + " (" + problem + "); the run's " + allowed
        + (allowed == 1 ? " rerun" : " reruns") + " (jmh.reruns) already made: kept, flagged ⚠"
        + " in the report";
  }
}
