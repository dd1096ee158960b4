package dev.nnebench.run;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.failure.TrialFailedException;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.profile.ProfileMode;
import dev.nnebench.report.Report;
import dev.nnebench.report.WrittenReport;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.target.PasswordFile;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * One benchmark run: every leg (main, AES-NI off, second JDK) through JMH, then raw JSON per leg,
 * results.csv, report.md and charts in a fresh timestamped directory. JMH's own output goes to
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
      Path outputRoot, Map<String, String> forkProperties, Optional<ProfileMode> profile) {
    public Request {
      forkProperties = Map.copyOf(forkProperties);
    }

    public Request(BenchPlan plan, TargetOptions target, Optional<Path> secondJdk,
        Path outputRoot, Map<String, String> forkProperties) {
      this(plan, target, secondJdk, outputRoot, forkProperties, Optional.empty());
    }

    /** This request with flame graphs of its fetch cells ({@code bench --profile}). */
    public Request profiled(ProfileMode mode) {
      return new Request(plan, target, secondJdk, outputRoot, forkProperties, Optional.of(mode));
    }

    public Request(
        BenchPlan plan, TargetOptions target, Optional<Path> secondJdk, Path outputRoot) {
      this(plan, target, secondJdk, outputRoot, Map.of());
    }
  }

  static final String LOG = "jmh.log";
  private static final String NO_TARGET = "none (no benchmark connects)";
  /* The benchmarks that connect to a target; the others need none started. */
  static final Set<String> CONNECTING = Set.of("FetchThroughput", "ConnectCost",
      "PoolThroughput", "ConnectStorm");
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
    return withTarget(request, (dir, planned, runner) -> {
      List<Trial> rows = runner.apply(Map.of()).runAll(planned.legs(),
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
   * Only the profile pass of {@code request} (which must ask for one): each fetch cell in a fork
   * of its own, nothing measured for a report. The rows carry {@code negotiated.profile.*}.
   */
  public List<Trial> profileOnly(Request request) throws IOException {
    return withTarget(request, (dir, planned, runner) -> profiles(request, planned, runner));
  }

  private List<Trial> profiles(Request request, Planned planned,
      Function<Map<String, String>, LegRunner> runner) throws IOException {
    return ProfilePass.run(console, request.plan().settings(), planned.legs(),
        request.profile().orElseThrow(), runner);
  }

  /* What runs on the opened target: its run directory, plan, and a LegRunner for it with the
   * given further fork properties. */
  private interface OnTarget<T> {
    T run(Path dir, Planned planned, Function<Map<String, String>, LegRunner> runner)
        throws IOException;
  }

  private <T> T withTarget(Request request, OnTarget<T> body) throws IOException {
    BenchPlan bench = request.plan();
    List<Job> draft = jobs(bench, cell -> Optional.empty(), s -> { });
    TargetOptions options = withPlannedSchedule(request.target(), draft);
    try (Target target = needsTarget(draft) ? Targets.open(options) : null;
        PasswordFile password = forForks(target)) {
      Planned planned = planned(request, target);
      Path dir = announce(request, planned);
      String where = target == null ? NO_TARGET : target.description();
      Map<String, String> forkProperties = new java.util.HashMap<>(request.forkProperties());
      if (target != null) {
        forkProperties.putAll(ForkTarget.properties(target));
      }
      if (password != null) {
        forkProperties.put(ForkTarget.PASSWORD_FILE, password.path().toString());
      }
      return body.run(dir, planned, more -> {
        Map<String, String> all = new java.util.HashMap<>(forkProperties);
        all.putAll(more);
        return new LegRunner(dir, bench.settings(), where, all, console,
            planned.shared().keySet());
      });
    }
  }

  /**
   * Prints what {@link #run} would run -- trials, estimated time, the fixed parameters and the
   * skipped cells with their reasons -- on the target the request names, without starting it or
   * creating a run directory: a user sees before a multi-GB pull which cells it cannot run.
   */
  public void dryRun(Request request) {
    List<Job> draft = jobs(request.plan(), cell -> Optional.empty(), s -> { });
    Target target = needsTarget(draft)
        ? Targets.planned(withPlannedSchedule(request.target(), draft)) : null;
    Planned planned = planned(request, target);
    refuseEmpty(request, planned.trials());
    console.printf(Locale.ROOT, "nnebench bench --dry-run: preset %s, %d trials, estimated %s,"
        + " on %s; nothing started%n", request.plan().preset(), planned.trials().trials(),
        minutes(planned.trials().estimate()), target == null ? NO_TARGET : target.description());
    printSharedAndSkipped(planned);
    console.flush();
  }

  /* The legs, their trials and the cells left out, against {@code target} (null: none). */
  private record Planned(List<Leg> legs, TrialPlan trials, Map<String, String> shared,
      List<String> skipped) {}

  private static Planned planned(Request request, Target target) {
    BenchPlan bench = request.plan();
    List<String> skipped = new ArrayList<>(bench.refused());
    List<Job> jobs = jobs(bench, cell -> CellRefusal.byTarget(cell, target), skipped::add);
    List<Leg> legs = legs(bench.settings(), jobs, request.secondJdk());
    return new Planned(legs, plan(bench.settings(), legs), SharedParams.of(legs), skipped);
  }

  /*
   * A started target's password reaches the forks in a file: $NNEBENCH_PASSWORD, exported for a
   * url target, must not override it. A url target's password is that variable already.
   */
  static PasswordFile forForks(Target target) {
    return target == null || target.kind() == TargetKind.URL ? null
        : PasswordFile.write(target.password());
  }

  /* Cells the driver cannot do are dropped silently: the preset's sweep already said why. */
  static List<Job> jobs(BenchPlan bench, Function<Map<String, String>, Optional<String>> target,
      Consumer<String> skipped) {
    return JobPlan.plan(bench.settings(),
        cell -> CellRefusal.byDriver(cell).map(r -> "")
            .or(() -> bench.skip().reason(cell)).or(() -> PoolCells.refusal(cell))
            .or(() -> target.apply(cell)),
        reason -> {
          if (!reason.isEmpty()) {
            skipped.accept(reason);
          }
        });
  }

  /** Refuses an empty plan, else creates the run directory and prints the plan. */
  private Path announce(Request request, Planned planned) throws IOException {
    TrialPlan plan = planned.trials();
    refuseEmpty(request, plan);
    Path dir = RunDirectory.create(request.outputRoot());
    console.printf(Locale.ROOT, "nnebench bench: preset %s, %d trials, estimated %s; results in"
        + " %s%n", request.plan().preset(), plan.trials(), minutes(plan.estimate()), dir);
    printSharedAndSkipped(planned);
    Files.write(dir.resolve(SkipLines.FILE_NAME),
        planned.skipped().stream().distinct().toList());
    return dir;
  }

  private static void refuseEmpty(Request request, TrialPlan plan) {
    if (plan.trials() == 0) {
      throw new NnebenchException(ExitCodes.USAGE, "no benchmark matches "
          + request.plan().settings().includes()
          + "; name a class such as CipherThroughput or FetchThroughput");
    }
  }

  private void printSharedAndSkipped(Planned planned) {
    String fixed = SharedParams.line(planned.shared());
    if (!fixed.isEmpty()) {
      console.println(fixed);
    }
    SkipLines.grouped(planned.skipped()).forEach(console::println);
  }

  private Finished write(Path dir, List<Trial> rows) throws IOException {
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), rows);
    WrittenReport report = Report.write(dir, rows);
    console.printf("nnebench bench: %d trials done; report: %s%n", rows.size(), report.file());
    return new Finished(dir, report);
  }

  /** A main leg per job, then the control legs for the jobs the controls include. */
  static List<Leg> legs(JmhSettings s, List<Job> jobs, Optional<Path> secondJdk) {
    List<Leg> legs = new ArrayList<>();
    jobs.forEach(job -> legs.add(Leg.main(List.of(job.include()), job.params())));
    List<Job> controlled = jobs.stream().filter(job -> s.controlIncludes().stream()
        .anyMatch(pattern -> Pattern.compile(pattern).matcher(job.benchmark()).find())).toList();
    controlled.forEach(job -> legs.add(Leg.aesOff(List.of(job.include()), job.params())));
    secondJdk.ifPresent(jvm -> controlled.forEach(
        job -> legs.add(Leg.secondJdk(jvm, List.of(job.include()), job.params()))));
    return legs;
  }

  /**
   * The loopback double runs one key schedule a run: the one the connecting cells ask for when
   * they agree (cells asking for another are then refused, see {@link CellRefusal}).
   */
  static TargetOptions withPlannedSchedule(TargetOptions target, List<Job> jobs) {
    Set<KeySchedule> asked = new java.util.HashSet<>();
    for (Job job : jobs) {
      if (CONNECTING.contains(job.className())) {
        for (String v : job.params().getOrDefault(ParamName.KEY_SCHEDULE, List.of())) {
          asked.add(schedule(v));
        }
      }
    }
    return asked.size() == 1 ? target.withKeySchedule(asked.iterator().next()) : target;
  }

  private static KeySchedule schedule(String value) {
    try {
      return KeySchedule.parse(value);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, ParamName.KEY_SCHEDULE + ": "
          + e.getMessage());
    }
  }

  static boolean needsTarget(List<Job> jobs) {
    return jobs.stream().anyMatch(job -> CONNECTING.contains(job.className()));
  }

  static TrialPlan plan(JmhSettings settings, List<Leg> legs) {
    int trials = 0;
    Duration estimate = Duration.ZERO;
    for (Leg leg : legs) {
      TrialPlan one = TrialPlan.of(settings.forLeg(leg), leg);
      trials += one.trials();
      estimate = estimate.plus(one.estimate());
    }
    return new TrialPlan(trials, estimate);
  }

  private static String minutes(Duration d) {
    return String.format(Locale.ROOT, "%dm%02ds", d.toMinutes(), d.toSecondsPart());
  }
}
