package dev.nnebench.run;

import dev.nnebench.cell.Cell;
import dev.nnebench.results.Benchmark;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * Trials finished and left, and the time left, shared by every leg of one run so progress counts
 * down once. The time left is the planned first forks of the trials still to come, plus what the
 * trial in hand is still expected to take: a rerun's, and the forks its precision target still
 * asks ({@link UntilPrecise}: from its interval so far, as far as its time cap allows). With a
 * target, the line also says the most it may take, as the plan does: every trial still to come
 * needing its time cap.
 */
final class Countdown {
  private int total;
  private int done;
  /* Runs announced by addOne that have not finished: a rerun or an added fork. */
  private int extraRuns;
  private Duration queued;
  private Duration queuedCeiling;
  private Duration current = Duration.ZERO;
  private Duration currentCeiling = Duration.ZERO;
  private JmhSettings settings;
  private String leg = "";

  Countdown(TrialPlan plan) {
    this.total = plan.trials();
    this.queued = plan.estimate();
    this.queuedCeiling = plan.ceiling();
  }

  /** One more run than planned (a rerun, or a fork a trial's precision target adds). */
  void addOne() {
    total++;
    extraRuns++;
  }

  /**
   * What the trial in hand is still expected to take ({@code expected}) and at most ({@code
   * most}), replacing what was said of it before; zero once it is done.
   */
  void expectForCurrent(Duration expected, Duration most) {
    current = expected;
    currentCeiling = most.compareTo(expected) > 0 ? most : expected;
  }

  /** The trials that follow are of a leg named {@code name}, measured at {@code legSettings}. */
  void startLeg(String name, JmhSettings legSettings) {
    leg = "[" + name + "]";
    settings = legSettings;
  }

  void startLeg(String name) {
    startLeg(name, null);
  }

  /**
   * What the plan counted for a run of {@code forks} forks of {@code benchmark} on {@code cell}
   * when the cell fetches over a delayed link ({@link LinkWait}); empty otherwise.
   */
  Optional<Duration> plannedOverLink(String benchmark, Cell cell, int forks) {
    if (settings == null || Benchmark.of(benchmark).filter(Benchmark::fetches).isEmpty()) {
      return Optional.empty();
    }
    return LinkWait.operation(cell, settings.linkPace())
        .map(op -> ForkTime.of(Optional.of(op), settings, benchmark).multipliedBy(forks));
  }

  String leg() {
    return leg;
  }

  int done() {
    return done;
  }

  /**
   * Counts one finished run of {@code benchmark} (a short name, e.g. {@code FetchThroughput.fetch})
   * planned to take {@code planned}, and says where the run stands, e.g. {@code (3/40, 37 left,
   * ~2m05s)}, or {@code (3/40, 37 left, ~2m05s, up to 6m10s)} where a precision target may add
   * forks.
   */
  String finishOne(String benchmark, Duration planned) {
    done++;
    if (extraRuns > 0) {
      extraRuns--;
      current = atLeastZero(current.minus(planned));
      currentCeiling = atLeastZero(currentCeiling.minus(planned));
    } else {
      queued = atLeastZero(queued.minus(planned));
      queuedCeiling = atLeastZero(queuedCeiling.minus(ceiling(benchmark, planned)));
    }
    int left = Math.max(0, total - done);
    Duration eta = queued.plus(current);
    Duration most = queuedCeiling.plus(currentCeiling);
    return String.format(Locale.ROOT, "(%d/%d, %d left, ~%s%s)", done, total, left, minutes(eta),
        most.compareTo(eta.plusSeconds(1)) > 0 ? ", up to " + minutes(most) : "");
  }

  /* What the plan allowed a trial at most: its time cap where the target can add forks. */
  private Duration ceiling(String benchmark, Duration planned) {
    PrecisionTarget precision = settings == null ? PrecisionTarget.NONE : settings.precision();
    boolean precise = precision.set() && Benchmark.of(benchmark)
        .filter(LegRunner.RERUN::contains).isPresent();
    return precise && precision.cap().compareTo(planned) > 0 ? precision.cap() : planned;
  }

  private static Duration atLeastZero(Duration d) {
    return d.isNegative() ? Duration.ZERO : d;
  }

  static String minutes(Duration d) {
    return String.format(Locale.ROOT, "%dm%02ds", d.toMinutes(), d.toSecondsPart());
  }
}
