package dev.nnebench.diagnose.sweep;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * The time a progressive sweep expects and has left: before any candidate ran, each is expected
 * to take what {@link TrialTime} models from the profile; once candidates ran, their mean measured
 * time replaces that, so the estimate follows a slow target instead of the model. A setting
 * measured again is expected to take as long and its doubled warm-up more.
 */
final class SweepClock {
  /*
   * The share of settings whose first trial is not steady and is measured again: 1 or 2 of 8 in
   * the url case's sweeps, none of 8 on loopback (docs/measurements.md). Which ones nobody knows
   * before they run, so the plan states what they would add rather than counting them.
   */
  static final double LIKELY_AGAIN = 0.25;

  private final TrialTime trial;
  private final Optional<Duration> budget;
  private final long start = System.nanoTime();
  private Duration measured = Duration.ZERO;
  private int done;

  SweepClock(TrialTime trial, Optional<Duration> budget) {
    this.trial = trial;
    this.budget = budget;
  }

  /** One candidate's expected time: the mean of those measured, else the first guess. */
  Duration perCandidate() {
    return done == 0 ? trial.first() : measured.dividedBy(done);
  }

  /* Settings measured again come after every first trial: only first trials make the mean. */
  void finished(Duration took, boolean again) {
    if (!again) {
      measured = measured.plus(took);
      done++;
    }
  }

  Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  /** Whether one more candidate fits in the time budget, if one was given. */
  boolean fits() {
    return budget.isEmpty() || elapsed().plus(perCandidate()).compareTo(budget.get()) <= 0;
  }

  /** How many of {@code settings} candidates the budget lets start, before any has run. */
  int fitting(int settings) {
    if (budget.isEmpty()) {
      return settings;
    }
    long fit = budget.get().toNanos() / Math.max(1, perCandidate().toNanos());
    return (int) Math.min(settings, fit);
  }

  /** {@code 4m10s} for {@code left} candidates. */
  String left(int left) {
    return left(left, 0);
  }

  /** {@code 4m10s} for {@code first} candidates and {@code again} measured again. */
  String left(int first, int again) {
    Duration one = perCandidate();
    return minutes(one.multipliedBy(first + again).plus(trial.againExtra().multipliedBy(again)));
  }

  /** How many of {@code settings} are likely to be measured again: at least one of two or more. */
  static int likelyAgain(int settings) {
    return settings < 2 ? 0 : (int) Math.max(1, Math.round(settings * LIKELY_AGAIN));
  }

  static String minutes(Duration d) {
    long s = Math.max(0, d.toSeconds());
    return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
  }
}
