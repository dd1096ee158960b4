package dev.nnebench.run;

import dev.nnebench.run.fork.ForkProperties;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.target.PasswordFile;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * A run on its target: opens the target only when a selected benchmark connects, hands its
 * password to the forks in a file, creates the run directory and closes both at the end.
 */
final class RunOnTarget {
  static final String NO_TARGET = "none (no benchmark connects)";

  private RunOnTarget() {}

  /* What runs on the opened target: its run directory, plan, and a LegRunner for it with the
   * given further fork properties. */
  interface Body<T> {
    T run(Path dir, Planned planned, Function<ForkProperties, LegRunner> runner)
        throws IOException;
  }

  static <T> T run(BenchRun.Request request, PrintWriter console, Body<T> body)
      throws IOException {
    List<Job> draft = Planned.jobs(request.plan(), CellRule.NONE, s -> { });
    TargetOptions options = ConnectingJobs.withPlannedSchedule(request.target(), draft);
    boolean connects = ConnectingJobs.needsTarget(draft);
    // planned against the target not yet started: the plan shows before a multi-GB pull
    Planned planned = Planned.of(request, connects ? Targets.planned(options) : null);
    Path dir = PlanLines.announce(console, request, planned);
    console.flush();
    try (Target target = connects ? Targets.open(options) : null;
        PasswordFile password = forForks(target)) {
      String where = target == null ? NO_TARGET : target.description();
      ForkProperties forkProperties = forkProperties(request, target, password);
      return body.run(dir, planned, more -> new LegRunner(dir, request.plan().settings(), where,
          forkProperties.withAll(more), console, planned.shared()));
    }
  }

  private static ForkProperties forkProperties(BenchRun.Request request, Target target,
      PasswordFile password) {
    ForkProperties out = request.forkProperties();
    if (target != null) {
      out = out.withAll(ForkTarget.properties(target));
    }
    if (password != null) {
      out = out.with(ForkTarget.PASSWORD_FILE, password.path().toString());
    }
    return out;
  }

  /*
   * A started target's password reaches the forks in a file: $NNEBENCH_PASSWORD, exported for a
   * url target, must not override it. A url target's password is that variable already.
   */
  static PasswordFile forForks(Target target) {
    return target == null || target.kind() == TargetKind.URL ? null
        : PasswordFile.write(target.password());
  }
}
