package dev.nnebench.run;

import dev.nnebench.results.Trial;
import java.time.Duration;
import java.util.Optional;

/**
 * How long one fork of a measured trial took, from its settings and the length of one of its
 * operations: a JMH iteration ends with the operation under way, so an operation longer than an
 * iteration stretches it (a fetch over a delayed link takes seconds, an iteration 500 ms).
 */
final class ForkTime {
  private ForkTime() {}

  /**
   * One fork of {@code row}'s trial at {@code settings}; the settings' own estimate when the row
   * does not say how long an operation took.
   */
  static Duration of(Trial row, JmhSettings settings) {
    return of(operation(row), settings, row.benchmark());
  }

  /** One fork of benchmark {@code benchmark} at {@code settings}, its operations {@code op} long. */
  static Duration of(Optional<Duration> op, JmhSettings settings, String benchmark) {
    return op.map(o -> TrialPlan.FORK_OVERHEAD.plus(TrialPlan.setup(benchmark,
            settings.warmupIterations() > 0))
        .plus(wholeOperations(settings.warmupTime(), o).multipliedBy(settings.warmupIterations()))
        .plus(wholeOperations(settings.iterationTime(), o).multipliedBy(settings.iterations())))
        .orElse(TrialPlan.perTrial(settings.oneFork(), benchmark));
  }

  /* An iteration of {@code time}: as many whole operations as it takes to reach it. */
  static Duration wholeOperations(Duration time, Duration op) {
    if (op.isZero()) {
      return time;
    }
    long ops = Math.max(1, (time.toNanos() + op.toNanos() - 1) / op.toNanos());
    return op.multipliedBy(ops);
  }

  /** One operation of the trial: from its score, ops/s or time per op. */
  static Optional<Duration> operation(Trial row) {
    double score = row.score();
    if (!(score > 0) || !Double.isFinite(score)) {
      return Optional.empty();
    }
    String unit = row.unit();
    double seconds;
    if (unit.equals("ops/s")) {
      seconds = 1 / score;
    } else if (unit.equals("ms/op")) {
      seconds = score / 1e3;
    } else if (unit.equals("us/op")) {
      seconds = score / 1e6;
    } else if (unit.equals("s/op")) {
      seconds = score;
    } else {
      return Optional.empty();
    }
    return Optional.of(Duration.ofNanos((long) (seconds * 1e9)));
  }
}
