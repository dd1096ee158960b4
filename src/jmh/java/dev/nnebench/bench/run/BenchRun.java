package dev.nnebench.bench.run;

import dev.nnebench.bench.ForkTarget;
import dev.nnebench.cli.ExitCodes;
import dev.nnebench.cli.NnebenchException;
import dev.nnebench.report.Report;
import dev.nnebench.report.Trial;
import dev.nnebench.report.TrialCsv;
import dev.nnebench.scenario.ScenarioParams;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.io.IOException;
import java.io.PrintStream;
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

/**
 * One benchmark run: every leg (main, AES-NI off, second JDK) through JMH, then raw JSON per leg,
 * results.csv, report.md and charts in a fresh timestamped directory. JMH's own output goes to
 * jmh.log there; the console gets the plan, one line per trial and where the results are. The
 * target is opened once, only when a selected benchmark connects, and closed at the end.
 */
public final class BenchRun {
  /** What to run, where to connect, an optional second JDK, where to write. */
  public record Request(
      BenchPlan plan, TargetOptions target, Optional<Path> secondJdk, Path outputRoot) {}

  static final String LOG = "jmh.log";
  /* An include pattern that matches no benchmark name. */
  static final String NOTHING = "^$";
  /* The benchmarks that connect to a target; the others need none started. */
  static final Set<String> CONNECTING = Set.of("FetchThroughput", "ConnectCost");
  private final PrintWriter console;

  public BenchRun(PrintWriter console) {
    this.console = console;
  }

  /** Runs {@code request} and returns the directory holding its results. */
  public Path run(Request request) throws IOException {
    JmhSettings settings = request.plan().settings();
    List<Leg> draft = legs(settings, request.plan().paramSets(), request.secondJdk());
    List<String> skipped = new ArrayList<>(request.plan().refused());
    try (Target target = needsTarget(draft) ? Targets.open(request.target()) : null) {
      List<Leg> legs = target == null ? draft : legs(settings,
          TargetFilter.apply(request.plan().paramSets(), target, skipped::add),
          request.secondJdk());
      TrialPlan plan = plan(settings, legs);
      Path dir = announce(request, plan, skipped);
      String where = target == null ? "none (no benchmark connects)" : target.description();
      Map<String, String> forkProperties =
          target == null ? Map.of() : ForkTarget.properties(target);
      List<Trial> rows = new LegRunner(dir, settings, where, forkProperties, console)
          .runAll(legs, new Countdown(plan));
      return write(dir, rows);
    }
  }

  /** Refuses an empty plan, else creates the run directory and prints the plan. */
  private Path announce(Request request, TrialPlan plan, List<String> skipped)
      throws IOException {
    if (plan.trials() == 0) {
      throw new NnebenchException(ExitCodes.USAGE, "no benchmark matches "
          + request.plan().settings().includes()
          + "; name a class such as CipherThroughput or FetchThroughput");
    }
    Path dir = RunDirectory.create(request.outputRoot());
    console.printf(Locale.ROOT, "nnebench bench: preset %s, %d trials, estimated %s; results in"
        + " %s%n", request.plan().preset(), plan.trials(), minutes(plan.estimate()), dir);
    skipped.stream().distinct().forEach(r -> console.println("skipped: " + r));
    return dir;
  }

  private Path write(Path dir, List<Trial> rows) throws IOException {
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), rows);
    Report.write(dir, rows);
    console.printf("nnebench bench: %d trials done; report: %s%n", rows.size(),
        dir.resolve(Report.FILE_NAME));
    return dir;
  }

  static List<Leg> legs(JmhSettings s, List<Map<String, List<String>>> sets,
      Optional<Path> secondJdk) {
    List<Leg> legs = new ArrayList<>();
    for (int i = 0; i < sets.size(); i++) {
      legs.add(Leg.main(includes(s.includes(), i), sets.get(i)));
    }
    if (!s.controlIncludes().isEmpty()) {
      for (int i = 0; i < sets.size(); i++) {
        legs.add(Leg.aesOff(includes(s.controlIncludes(), i), sets.get(i)));
      }
      secondJdk.ifPresent(jvm -> {
        for (int i = 0; i < sets.size(); i++) {
          legs.add(Leg.secondJdk(jvm, includes(s.controlIncludes(), i), sets.get(i)));
        }
      });
    }
    return legs;
  }

  /* Parameter sets differ only in driver-dependent values: later sets rerun just the
   * benchmarks that take a driver; an empty list would mean "all", so it matches nothing. */
  private static List<String> includes(List<String> patterns, int set) {
    if (set == 0) {
      return patterns;
    }
    List<String> withDriver = TrialPlan.withParam(patterns, ScenarioParams.DRIVER);
    return withDriver.isEmpty() ? List.of(NOTHING) : withDriver;
  }

  static boolean needsTarget(List<Leg> legs) {
    return legs.stream().anyMatch(leg ->
        TrialPlan.classes(leg.includes()).stream().anyMatch(CONNECTING::contains)
            && TrialPlan.of(JmhSettings.DEFAULTS, leg).trials() > 0);
  }

  static TrialPlan plan(JmhSettings settings, List<Leg> legs) {
    int trials = 0;
    Duration estimate = Duration.ZERO;
    for (Leg leg : legs) {
      TrialPlan one = TrialPlan.of(settings, leg);
      trials += one.trials();
      estimate = estimate.plus(one.estimate());
    }
    return new TrialPlan(trials, estimate);
  }

  private static String minutes(Duration d) {
    return String.format(Locale.ROOT, "%dm%02ds", d.toMinutes(), d.toSecondsPart());
  }
}
