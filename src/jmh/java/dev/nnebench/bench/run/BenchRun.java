package dev.nnebench.bench.run;

import dev.nnebench.cli.ExitCodes;
import dev.nnebench.cli.NnebenchException;
import dev.nnebench.report.Report;
import dev.nnebench.report.Trial;
import dev.nnebench.report.TrialCsv;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * One benchmark run: every leg (main, AES-NI off, second JDK) through JMH, then raw JSON per leg,
 * results.csv, report.md and charts in a fresh timestamped directory. JMH's own output goes to
 * jmh.log there; the console gets the plan, one line per trial and where the results are.
 */
public final class BenchRun {
  /** What to run: a preset's settings, the target label, an optional second JDK, where to write. */
  public record Request(
      JmhSettings settings, String target, Optional<Path> secondJdk, Path outputRoot) {}

  static final String LOG = "jmh.log";
  private final PrintWriter console;

  public BenchRun(PrintWriter console) {
    this.console = console;
  }

  /** Runs {@code request} and returns the directory holding its results. */
  public Path run(Request request) throws IOException {
    List<Leg> legs = legs(request);
    TrialPlan plan = plan(request.settings(), legs);
    if (plan.trials() == 0) {
      throw new NnebenchException(ExitCodes.USAGE,
          "no benchmark matches " + request.settings().includes()
              + "; list them with java -jar target/nnebench.jar bench --list");
    }
    Path dir = RunDirectory.create(request.outputRoot());
    console.printf(Locale.ROOT, "nnebench bench: %d trials, estimated %s; results in %s%n",
        plan.trials(), minutes(plan.estimate()), dir);
    List<Trial> rows = runLegs(request, legs, new Countdown(plan), dir);
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), rows);
    Report.write(dir, rows);
    console.printf("nnebench bench: %d trials done; report: %s%n", rows.size(),
        dir.resolve(Report.FILE_NAME));
    return dir;
  }

  private List<Trial> runLegs(Request request, List<Leg> legs, Countdown countdown, Path dir)
      throws IOException {
    List<Trial> rows = new ArrayList<>();
    Host host = Host.current();
    try (PrintStream log = new PrintStream(Files.newOutputStream(dir.resolve(LOG)), true)) {
      for (Leg leg : legs) {
        countdown.startLeg(leg.name());
        Path sidecars = dir.resolve("trials").resolve(leg.name());
        var options = JmhOptions.build(request.settings(), leg,
            dir.resolve("jmh-" + leg.name() + ".json"), sidecars);
        var format = new ProgressFormat(
            OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL), console, countdown);
        var results = runJmh(options, format, dir);
        rows.addAll(new TrialConverter(leg.name(), request.target(), host, sidecars)
            .rows(results));
      }
    }
    return rows;
  }

  private static Collection<RunResult> runJmh(Options options, ProgressFormat format, Path dir) {
    try {
      return new Runner(options, format).run();
    } catch (RunnerException e) {
      throw new NnebenchException(ExitCodes.SOFTWARE,
          "benchmark " + format.lastStarted() + " failed: "
              + FailureLine.from(dir.resolve(LOG)) + " (full JMH log: " + dir.resolve(LOG) + ")",
          e);
    }
  }

  static List<Leg> legs(Request request) {
    JmhSettings s = request.settings();
    List<Leg> legs = new ArrayList<>(List.of(Leg.main(s.includes())));
    if (!s.controlIncludes().isEmpty()) {
      legs.add(Leg.aesOff(s.controlIncludes()));
      request.secondJdk().ifPresent(jvm -> legs.add(Leg.secondJdk(jvm, s.controlIncludes())));
    }
    return legs;
  }

  static TrialPlan plan(JmhSettings settings, List<Leg> legs) {
    int trials = 0;
    Duration estimate = Duration.ZERO;
    for (Leg leg : legs) {
      TrialPlan one = TrialPlan.of(settings.withIncludes(leg.includes()), 1);
      trials += one.trials();
      estimate = estimate.plus(one.estimate());
    }
    return new TrialPlan(trials, estimate);
  }

  private static String minutes(Duration d) {
    return String.format(Locale.ROOT, "%dm%02ds", d.toMinutes(), d.toSecondsPart());
  }
}
