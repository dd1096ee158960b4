package dev.nnebench.run;

import dev.nnebench.failure.TrialFailedException;
import dev.nnebench.profile.ProfileMode;
import dev.nnebench.report.Report;
import dev.nnebench.report.WrittenReport;
import dev.nnebench.report.ci.CiFiles;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import dev.nnebench.run.fork.ForkProperties;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One benchmark run: every leg (main, AES-NI off, second JDK) through JMH, then raw JSON per leg,
 * results.csv, report.md and charts, and the files CI tools read, in a fresh timestamped
 * directory. JMH's own output goes to
 * jmh.log there; the console gets the plan, one line per trial and where the results are. The
 * target is opened once, only when a selected benchmark connects, and closed at the end.
 */
public final class BenchRun {
  /**
   * What to run, where to connect, an optional second JDK, where to write, and further system
   * properties for the benchmark forks (e.g. {@code ForkQuery}'s; never a secret: fork arguments
   * show in ps and in the JMH JSON).
   */
  public record Request(BenchPlan plan, TargetOptions target, Optional<Path> secondJdk,
      Path outputRoot, ForkProperties forkProperties, Optional<ProfileMode> profile) {
    public Request(BenchPlan plan, TargetOptions target, Optional<Path> secondJdk,
        Path outputRoot, ForkProperties forkProperties) {
      this(plan, target, secondJdk, outputRoot, forkProperties, Optional.empty());
    }

    /** This request with flame graphs of its fetch cells ({@code bench --profile}). */
    public Request profiled(ProfileMode mode) {
      return new Request(plan, target, secondJdk, outputRoot, forkProperties, Optional.of(mode));
    }

    public Request(
        BenchPlan plan, TargetOptions target, Optional<Path> secondJdk, Path outputRoot) {
      this(plan, target, secondJdk, outputRoot, ForkProperties.NONE);
    }
  }

  static final String LOG = "jmh.log";
  private final PrintWriter console;

  public BenchRun(PrintWriter console) {
    this.console = console;
  }

  /**
   * A finished run: its directory and the report written there, which holds the trials and
   * answers in memory for the command that ran it.
   */
  public record Finished(Path dir, WrittenReport report) {}

  /**
   * Runs {@code request}; returns the directory holding its results and what was reported. With
   * a profile asked, the fetch cells are then profiled in forks of their own and every fetch row
   * names its flame graphs.
   */
  public Finished run(Request request) throws IOException {
    return RunOnTarget.run(request, console, (dir, planned, runner) -> {
      List<Trial> rows = runner.apply(ForkProperties.NONE).runAll(planned.legs(),
          new Countdown(planned.trials()));
      if (request.profile().isPresent()) {
        try {
          rows = ProfileColumns.attach(rows, profiles(request, planned, runner), dir);
        } catch (TrialFailedException e) { // the measured results stand without their pictures
          console.println("not profiled: " + e.getMessage());
        }
      }
      return write(dir, rows);
    });
  }

  /**
   * Runs {@code request}'s gate across the two JDKs of {@code sides}: each cell's forks
   * alternating between them ({@link ForkPairs}), then the report as {@link #run} writes it.
   */
  public Finished runForkPairs(Request request, GateSides sides) throws IOException {
    return RunOnTarget.run(request, console, (dir, planned, runner) -> write(dir,
        runner.apply(ForkProperties.NONE).runForkPairs(planned.legs(), sides,
            new Countdown(new TrialPlan(planned.trials().trials() * request.plan().settings()
                .forks(), planned.trials().estimate())))));
  }

  /**
   * Only the profile pass of {@code request} (which must ask for one): each fetch cell in a fork
   * of its own, nothing measured for a report. The rows carry {@code negotiated.profile.*}.
   */
  public List<Trial> profileOnly(Request request) throws IOException {
    return RunOnTarget.run(request, console, (dir, planned, runner) -> profiles(request, planned,
        runner));
  }

  private List<Trial> profiles(Request request, Planned planned,
      Function<ForkProperties, LegRunner> runner) throws IOException {
    return ProfilePass.run(console, request.plan().settings(), planned.legs(),
        request.profile().orElseThrow(), runner);
  }

  /**
   * Prints what {@link #run} would run -- trials, estimated time, the fixed parameters and the
   * skipped cells with their reasons -- on the target the request names, without starting it or
   * creating a run directory: a user sees before a multi-GB pull which cells it cannot run.
   */
  public void dryRun(Request request) {
    List<Job> draft = Planned.jobs(request.plan(), CellRule.NONE, s -> { });
    Target target = ConnectingJobs.needsTarget(draft)
        ? Targets.planned(ConnectingJobs.withPlannedSchedule(request.target(), draft)) : null;
    PlanLines.dryRun(console, request, Planned.of(request, target),
        target == null ? RunOnTarget.NO_TARGET : target.description());
  }

  private Finished write(Path dir, List<Trial> rows) throws IOException {
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), rows);
    WrittenReport report = Report.write(dir, rows);
    CiFiles.write(dir, rows, report);
    console.printf("nnebench bench: %d trials done; report: %s%n", rows.size(), report.file());
    return new Finished(dir, report);
  }
}
