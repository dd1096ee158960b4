package dev.nnebench.diagnose.sweep;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * The time a progressive sweep expects and has left: before any candidate ran, each is expected
 * to take what the preset's iterations take at the profiled fetch's pace (both sides of the pair
 * fetch at every operation; an iteration runs operations until its time is up and then finishes
 * the one under way, so it lasts its time and half an operation on average, and at least one
 * operation) plus a fork's start with its two connects (the settings in force and the candidate,
 * each as long as the diagnosis's own first connect); once candidates ran, their mean measured
 * time replaces that, so the estimate follows a slow target instead of the preset's nominal times.
 */
final class SweepClock {
  /* A fork's JVM start, connects and link check before its first iteration, on two busy cores. */
  static final Duration FORK_START = Duration.ofSeconds(10);

  private final Duration firstGuess;
  private final Optional<Duration> budget;
  private final long start = System.nanoTime();
  private Duration measured = Duration.ZERO;
  private int done;

  /**
   * @param iterations warm-up plus measured iterations of a trial
   * @param iterationTime the preset's time per iteration
   * @param fetch one fetch of the settings in force, as the sweep reads it
   * @param connect one connect with the settings in force
   */
  SweepClock(int iterations, Duration iterationTime, Duration fetch, Duration connect,
      Optional<Duration> budget) {
    Duration operation = fetch.multipliedBy(2);
    Duration timed = iterationTime.plus(operation.dividedBy(2));
    Duration iteration = operation.compareTo(timed) > 0 ? operation : timed;
    this.firstGuess = FORK_START.plus(connect.multipliedBy(2))
        .plus(iteration.multipliedBy(iterations));
    this.budget = budget;
  }

  /** One candidate's expected time: the mean of those measured, else the first guess. */
  Duration perCandidate() {
    return done == 0 ? firstGuess : measured.dividedBy(done);
  }

  void finished(Duration took) {
    measured = measured.plus(took);
    done++;
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
    return minutes(perCandidate().multipliedBy(left));
  }

  static String minutes(Duration d) {
    long s = Math.max(0, d.toSeconds());
    return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
  }
}
