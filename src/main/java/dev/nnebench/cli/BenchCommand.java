package dev.nnebench.cli;

import dev.nnebench.cell.Axes;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.profile.ProfileMode;
import dev.nnebench.report.WrittenReport;
import dev.nnebench.report.compare.HistoryGate;
import dev.nnebench.report.ci.GateReport;
import dev.nnebench.report.ci.StepSummary;
import dev.nnebench.run.BenchPlan;
import dev.nnebench.run.BenchRun;
import dev.nnebench.run.GatePlan;
import dev.nnebench.run.GateSides;
import dev.nnebench.run.fork.ForkProperties;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.UrlTarget;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nnebench bench}: runs the JMH suite with a preset and writes the report. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Runs the JMH benchmark suite with a preset (config/NAME.properties: scenario axes become"
          + " benchmark parameters, jmh.* keys the run settings) and writes raw JSON,"
          + " results.csv, report.md and charts to a new timestamped directory.",
      "The target is started only if a selected benchmark connects; benchmark forks read a"
          + " url target's password from $" + UrlTarget.PASSWORD_ENV + "."
    })
public final class BenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin TargetOptionsMixin targetOptions;

  @Option(names = "--preset", defaultValue = "quick",
      description = "smoke | quick | full, or another file in config/ (default: ${DEFAULT-VALUE}).")
  String preset;

  @Option(names = {"-p", "--param"}, paramLabel = "NAME=V1,V2",
      description = "Replace a benchmark parameter's values, e.g. -p fetchSize=10,1000.")
  List<String> params = new ArrayList<>();

  @Option(names = "--include", paramLabel = "REGEX",
      description = "Run only benchmarks matching (repeatable), e.g. --include CipherThroughput.")
  List<String> includes = new ArrayList<>();

  @Option(names = "--jvm", paramLabel = "JDK",
      description = "A second JDK (home or java executable) for the control leg, e.g."
          + " /usr/lib/jvm/temurin-25-jdk-amd64.")
  Path secondJdk;

  @Option(names = "--out", defaultValue = "target/nnebench",
      description = "Where run directories are created (default: ${DEFAULT-VALUE}).")
  Path out;

  @Option(names = "--baseline", paramLabel = "DIR",
      description = "An earlier run directory to gate on: after the run, each answer worse than"
          + " there beyond both 99.9 %% bars and --tolerance prints 'regressed: ...' and the exit"
          + " code is " + ExitCodes.REGRESSED + ". Or a directory of earlier runs (a history, as"
          + " a CI cache holds them): each answer is held against its median there, with a"
          + " tolerance from its own spread across those runs (--tolerance where fewer than "
          + HistoryGate.MIN_RUNS + " runs hold it); exit code "
          + ExitCodes.REGRESSED + ".")
  Path baseline;

  @Mixin ToleranceOption tolerance;

  @Mixin GateOptions gateOptions;

  @Option(names = "--profile", paramLabel = "cpu|alloc", converter = Converters.Profile.class,
      description = "After the measured trials, fetch every fetch cell once more in a fork of its"
          + " own with async-profiler on (JFR where its native library cannot load) and write a"
          + " flame graph (HTML) per cell; the report names where the fetching thread's CPU"
          + " (or allocation) went.")
  ProfileMode profile;

  @Option(names = "--db-cpus", paramLabel = "K",
      description = "The database's CPUs, which a pool's knee is counted in (--target url or"
          + " container); without it the pool trials read cpu_count from V$PARAMETER where the"
          + " user may.")
  Integer dbCpus;

  @Option(names = "--dry-run",
      description = "Print the plan for the target (trials, estimated time, skipped cells with"
          + " their reasons) and exit, starting nothing.")
  boolean dryRun;

  @Override
  public Integer call() throws Exception {
    TargetOptions target = targetOptions.options();
    ForkProperties forks = forkProperties();
    if (dryRun) {
      new BenchRun(spec.commandLine().getOut()).dryRun(new BenchRun.Request(plan(), target,
          Optional.ofNullable(secondJdk), out, forks));
      return ExitCodes.OK;
    }
    if (target.kind() == TargetKind.URL && System.getenv(UrlTarget.PASSWORD_ENV) == null) {
      throw new NnebenchException(ExitCodes.USAGE, "--target url needs $"
          + UrlTarget.PASSWORD_ENV + ": benchmark forks read the password from the environment");
    }
    double tolerance = this.tolerance.fraction(); // refused now, not after the run's minutes
    Optional<BaselineCheck> gate = baselineCheck(tolerance);
    Optional<GateSides> sides = gateOptions.sides();
    gateOptions.limit();
    BenchRun.Request request = new BenchRun.Request(plan(), target,
        Optional.ofNullable(secondJdk), out, forks);
    long start = System.nanoTime();
    BenchRun.Finished run = run(request, sides);
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    printAnswers(run.report());
    Optional<GateReport> verdicts = gate.isPresent()
        ? Optional.of(gate.get().after(run.dir(), run.report(), elapsed,
            spec.commandLine().getOut(), spec.commandLine().getErr()))
        : Optional.empty();
    Optional<GateReport> paired = sides.isPresent()
        ? Optional.of(gateOptions.after(sides.get(), run.dir(), run.report(), elapsed,
            spec.commandLine().getOut(), spec.commandLine().getErr()))
        : Optional.empty();
    stepSummary(run, verdicts, paired);
    boolean passed = Stream.of(verdicts, paired).flatMap(Optional::stream)
        .allMatch(GateReport::passed);
    int exitCode = passed ? ExitCodes.OK : ExitCodes.REGRESSED;
    // the run directory stays the last line, for scripts
    spec.commandLine().getOut().println(run.dir());
    return exitCode;
  }

  /* A gate across two JDKs alternates forks between them; anything else runs its legs. */
  private BenchRun.Finished run(BenchRun.Request request, Optional<GateSides> sides)
      throws IOException {
    BenchRun bench = new BenchRun(spec.commandLine().getOut());
    if (sides.filter(GateSides::acrossJdks).isPresent()) {
      if (profile != null) {
        throw new NnebenchException(ExitCodes.USAGE, "--profile does not run with a gate across"
            + " two JDKs; profile each JDK's fetch in a run of its own (bench --profile cpu)");
      }
      return bench.runForkPairs(request, sides.get());
    }
    return bench.run(profile == null ? request : request.profiled(profile));
  }

  /* --db-cpus reaches the pool trials' forks, which record it in their rows. */
  private ForkProperties forkProperties() {
    if (dbCpus == null) {
      return ForkProperties.NONE;
    }
    if (dbCpus < 1) {
      throw new NnebenchException(ExitCodes.USAGE, "--db-cpus must be 1 or more, got " + dbCpus
          + "; give the database's CPU count (its cpu_count)");
    }
    return ForkProperties.NONE.with(ForkTarget.DB_CPUS, Integer.toString(dbCpus));
  }

  /* --key-schedule is the keySchedule parameter's value unless a -p names it (that one wins). */
  private List<String> withKeySchedule() {
    if (!spec.commandLine().getParseResult().hasMatchedOption("--key-schedule")) {
      return params;
    }
    List<String> all = new ArrayList<>();
    all.add(Axes.KEY_SCHEDULE.name() + "=" + targetOptions.keySchedule.label());
    all.addAll(params);
    return all;
  }

  /* Read before the run: a wrong --baseline must not cost the run's minutes to find out. */
  private Optional<BaselineCheck> baselineCheck(double tolerance) throws IOException {
    return baseline == null ? Optional.empty()
        : Optional.of(BaselineCheck.before(baseline, tolerance));
  }

  /* Under GitHub Actions the job's page shows the Summary and the gate's verdict. */
  private static void stepSummary(BenchRun.Finished run, Optional<GateReport> verdicts,
      Optional<GateReport> paired) throws IOException {
    Optional<Path> file = StepSummary.file(System.getenv());
    if (file.isPresent()) {
      List<String> lines = new ArrayList<>(StepSummary.of(run.dir(), run.report()));
      verdicts.ifPresent(v -> lines.addAll(StepSummary.of(v)));
      paired.ifPresent(v -> lines.addAll(StepSummary.of(v)));
      StepSummary.append(file.get(), lines);
    }
  }

  /* The run ends with what the user came for: the report's answers, then where the rest is. */
  /* The Summary the report computed, as report.md opens with it. */
  private void printAnswers(WrittenReport report) {
    var out = spec.commandLine().getOut();
    out.println();
    report.summary().forEach(out::println);
    out.println("full report: " + report.file().toAbsolutePath()
        + " (tables, charts, environment)");
  }

  private BenchPlan plan() {
    try {
      Optional<GateSides> sides = gateOptions.sides();
      if (sides.isPresent()) {
        boolean named = spec.commandLine().getParseResult().hasMatchedOption("--preset");
        return GatePlan.of(named ? preset : GateOptions.PRESET, withKeySchedule(), sides.get());
      }
      return BenchPlan.load(preset, withKeySchedule(), includes);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, e.getMessage());
    }
  }
}
