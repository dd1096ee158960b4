package dev.nnebench.run;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

/**
 * What the console says of a plan before anything runs: its trials and estimated time, the
 * parameters every cell shares, the cells skipped grouped by reason; an empty plan refused.
 */
final class PlanLines {
  private PlanLines() {}

  /** Refuses an empty plan, else creates the run directory and prints the plan. */
  static Path announce(PrintWriter console, BenchRun.Request request, Planned planned)
      throws IOException {
    TrialPlan plan = planned.trials();
    refuseEmpty(request, plan);
    Path dir = RunDirectory.create(request.outputRoot());
    console.printf(Locale.ROOT, "nnebench bench: preset %s, %d trials, estimated %s; results in"
        + " %s%n", request.plan().preset(), plan.trials(), estimate(plan), dir);
    printSharedAndSkipped(console, planned);
    Files.write(dir.resolve(SkipLines.FILE_NAME),
        planned.skipped().stream().distinct().toList());
    return dir;
  }

  /** The dry run's lines: the plan on {@code where}, nothing started. */
  static void dryRun(PrintWriter console, BenchRun.Request request, Planned planned,
      String where) {
    refuseEmpty(request, planned.trials());
    console.printf(Locale.ROOT, "nnebench bench --dry-run: preset %s, %d trials, estimated %s,"
        + " on %s; nothing started%n", request.plan().preset(), planned.trials().trials(),
        estimate(planned.trials()), where);
    printSharedAndSkipped(console, planned);
    console.flush();
  }

  private static void refuseEmpty(BenchRun.Request request, TrialPlan plan) {
    if (plan.trials() == 0) {
      throw new NnebenchException(ExitCodes.USAGE, "no benchmark matches "
          + request.plan().settings().includes()
          + "; name a class such as CipherThroughput or FetchThroughput");
    }
  }

  private static void printSharedAndSkipped(PrintWriter console, Planned planned) {
    String fixed = SharedParams.line(planned.shared());
    if (!fixed.isEmpty()) {
      console.println(fixed);
    }
    SkipLines.grouped(planned.skipped()).forEach(console::println);
  }

  /*
   * The first forks' time; with a precision target, also the most the trials may take if every
   * one needs its time cap to reach it (the first forks are what a steady trial takes).
   */
  static String estimate(TrialPlan plan) {
    return plan.ceiling().compareTo(plan.estimate()) <= 0 ? minutes(plan.estimate())
        : minutes(plan.estimate()) + " (up to " + minutes(plan.ceiling()) + " if every trial"
            + " needs its time cap to reach its precision target)";
  }

  private static String minutes(Duration d) {
    return String.format(Locale.ROOT, "%dm%02ds", d.toMinutes(), d.toSecondsPart());
  }
}
