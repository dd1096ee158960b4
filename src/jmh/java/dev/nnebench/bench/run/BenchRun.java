package dev.nnebench.bench.run;

import dev.nnebench.bench.ForkTarget;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.report.Report;
import dev.nnebench.report.Trial;
import dev.nnebench.report.TrialCsv;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.ScenarioParams;
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
      Path outputRoot, Map<String, String> forkProperties) {
    public Request {
      forkProperties = Map.copyOf(forkProperties);
    }

    public Request(
        BenchPlan plan, TargetOptions target, Optional<Path> secondJdk, Path outputRoot) {
      this(plan, target, secondJdk, outputRoot, Map.of());
    }
  }

  static final String LOG = "jmh.log";
  /* The benchmarks that connect to a target; the others need none started. */
  static final Set<String> CONNECTING = Set.of("FetchThroughput", "ConnectCost",
      "PoolThroughput", "ConnectStorm");
  private final PrintWriter console;

  public BenchRun(PrintWriter console) {
    this.console = console;
  }

  /** Runs {@code request} and returns the directory holding its results. */
  public Path run(Request request) throws IOException {
    BenchPlan bench = request.plan();
    List<Job> draft = jobs(bench, cell -> Optional.empty(), s -> { });
    List<String> skipped = new ArrayList<>(bench.refused());
    TargetOptions options = withPlannedSchedule(request.target(), draft);
    try (Target target = needsTarget(draft) ? Targets.open(options) : null;
        PasswordFile password = forForks(target)) {
      List<Job> jobs = jobs(bench, cell -> CellRefusal.byTarget(cell, target), skipped::add);
      List<Leg> legs = legs(bench.settings(), jobs, request.secondJdk());
      TrialPlan plan = plan(bench.settings(), legs);
      Map<String, String> shared = SharedParams.of(legs);
      Path dir = announce(request, plan, skipped, shared);
      String where = target == null ? "none (no benchmark connects)" : target.description();
      Map<String, String> forkProperties = new java.util.HashMap<>(request.forkProperties());
      if (target != null) {
        forkProperties.putAll(ForkTarget.properties(target));
      }
      if (password != null) {
        forkProperties.put(ForkTarget.PASSWORD_FILE, password.path().toString());
      }
      List<Trial> rows = new LegRunner(dir, bench.settings(), where, forkProperties, console,
          shared.keySet()).runAll(legs, new Countdown(plan));
      return write(dir, rows);
    }
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
  private Path announce(Request request, TrialPlan plan, List<String> skipped,
      Map<String, String> shared) throws IOException {
    if (plan.trials() == 0) {
      throw new NnebenchException(ExitCodes.USAGE, "no benchmark matches "
          + request.plan().settings().includes()
          + "; name a class such as CipherThroughput or FetchThroughput");
    }
    Path dir = RunDirectory.create(request.outputRoot());
    console.printf(Locale.ROOT, "nnebench bench: preset %s, %d trials, estimated %s; results in"
        + " %s%n", request.plan().preset(), plan.trials(), minutes(plan.estimate()), dir);
    String fixed = SharedParams.line(shared);
    if (!fixed.isEmpty()) {
      console.println(fixed);
    }
    SkipLines.grouped(skipped).forEach(console::println);
    Files.write(dir.resolve(SkipLines.FILE_NAME),
        skipped.stream().distinct().toList());
    return dir;
  }

  private Path write(Path dir, List<Trial> rows) throws IOException {
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), rows);
    Report.write(dir, rows);
    console.printf("nnebench bench: %d trials done; report: %s%n", rows.size(),
        dir.resolve(Report.FILE_NAME));
    return dir;
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
        for (String v : job.params().getOrDefault(ScenarioParams.KEY_SCHEDULE, List.of())) {
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
      throw new NnebenchException(ExitCodes.USAGE, ScenarioParams.KEY_SCHEDULE + ": "
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
