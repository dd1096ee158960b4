package dev.nnebench.run;

import dev.nnebench.report.figure.ServedFigure;
import dev.nnebench.results.Trial;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;

/**
 * Gives a trial one more fork at a time until its answer is as precise as the preset asks
 * ({@link PrecisionTarget}) or one more fork would pass the trial's time cap (its first forks
 * counted as long as their operations made them, {@link ForkTime}; each added fork as long as it
 * took); the row says which
 * ({@link Trial#PRECISION}). More forks, not more iterations: the interval resamples forks first,
 * so the fork-to-fork spread of JIT decisions is what a longer single fork cannot narrow.
 */
final class UntilPrecise {
  /** Measures the trial of {@code one} again, in one fork. */
  interface OneMoreFork {
    TrialForks measure(Leg one, int attempt) throws IOException;
  }

  private final PrintWriter console;

  UntilPrecise(PrintWriter console) {
    this.console = console;
  }

  /**
   * {@code trial} given forks until precise; its first forks ran at {@code settings}, which
   * also time each added fork.
   */
  TrialForks run(TrialForks trial, Leg leg, JmhSettings settings, OneMoreFork more,
      Countdown countdown) throws IOException {
    PrecisionTarget target = settings.precision();
    Trial row = trial.row();
    if (!target.set() || row.benchmarkKind().filter(LegRunner.RERUN::contains).isEmpty()) {
      return trial;
    }
    Duration perFork = ForkTime.of(row, settings);
    Duration spent = perFork.multipliedBy(settings.forks());
    Leg one = leg.only(row);
    double bar = ServedFigure.relativeBar(row);
    while (!target.met(bar)) {
      if (spent.plus(perFork).compareTo(target.cap()) > 0) {
        countdown.expectForCurrent(Duration.ZERO, Duration.ZERO);
        console.println("  not precise: " + row.benchmark() + " " + row.paramLabel() + " ± "
            + target.missed(bar) + " % after " + trial.forks() + " forks; another"
            + " would pass its time cap (" + target.cap().toSeconds() + " s): kept, flagged ⚠");
        return trial.with(Trial.PRECISION, note(false, bar, trial.forks(), target));
      }
      announce(row, bar, trial.forks(), target, spent, perFork, countdown);
      countdown.addOne();
      long start = System.nanoTime();
      trial = trial.plus(more.measure(one, trial.forks() + 1));
      // a loaded machine stretches a fork past its estimate: the cap counts what it took
      Duration took = Duration.ofNanos(System.nanoTime() - start);
      spent = spent.plus(took);
      perFork = took.compareTo(perFork) > 0 ? took : perFork;
      row = trial.row();
      bar = ServedFigure.relativeBar(row);
    }
    countdown.expectForCurrent(Duration.ZERO, Duration.ZERO);
    return trial.with(Trial.PRECISION, note(true, bar, trial.forks(), target));
  }

  /* Says that the trial gets another fork, and how many its bar asks in all, on the console
   * and in the time left. */
  private void announce(Trial row, double bar, int forks, PrecisionTarget target, Duration spent,
      Duration perFork, Countdown countdown) {
    int expected = forksExpected(bar, forks, target, spent, perFork);
    countdown.expectForCurrent(perFork.multipliedBy(expected),
        atLeast(target.cap().minus(spent), perFork));
    console.println("  ± " + target.missed(bar) + " % > " + target.label() + ": "
        + row.benchmark() + " " + row.paramLabel() + " gets fork " + (forks + 1)
        + (expected > 1 ? " (" + (forks + expected) + " expected from its bar, ~"
        + Countdown.minutes(perFork.multipliedBy(expected)) + " more)" : ""));
  }

  /**
   * The forks still to add before an answer of relative half-width {@code bar} after {@code forks}
   * forks meets {@code target}: a bar narrows as one over the root of the forks, so it takes
   * {@code forks * (bar / target)^2} in all; no more than fit under the time cap, at least one.
   */
  static int forksExpected(double bar, int forks, PrecisionTarget target, Duration spent,
      Duration perFork) {
    double asked = Double.isFinite(bar) ? Math.ceil(forks * Math.pow(bar / target.relativeBar(), 2))
        : forks + 1;
    long fit = perFork.isZero() ? 1 : target.cap().minus(spent).toNanos() / perFork.toNanos();
    return (int) Math.max(1, Math.min(asked - forks, fit));
  }

  private static Duration atLeast(Duration d, Duration floor) {
    return d.compareTo(floor) < 0 ? floor : d;
  }

  /** The row's record of it, e.g. {@code ± 1.4 % after 3 forks (target ± 2 %)}. */
  static String note(boolean met, double bar, int forks, PrecisionTarget target) {
    return (met ? "" : Trial.PRECISION_NOT_MET) + "± " + PrecisionTarget.percent(bar) + " % after "
        + forks + (forks == 1 ? " fork" : " forks") + " (target " + target.label()
        + (met ? ")" : ", time cap " + target.cap().toSeconds() + " s)");
  }
}
