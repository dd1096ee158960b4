package dev.nnebench.run;

import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.failure.TrialFailedException;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.run.fork.ForkProperties;
import dev.nnebench.run.fork.TrialSidecar;
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
import java.util.Set;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;

/** Runs legs one after another through JMH and turns each leg's results into rows. */
final class LegRunner {
  private final Path dir;
  private final JmhSettings settings;
  private final String target;
  private final ForkProperties forkProperties;
  private final PrintWriter console;
  private final Host host = Host.current();
  /* The benchmarks the headline answers rest on; an unsteady trial of another is only flagged
   * (a sub-microsecond pool borrow or an 8 KB copy scatters by nature, not for lack of warm-up). */
  static final Set<Benchmark> RERUN = Set.of(Benchmark.FETCH, Benchmark.OPEN,
      Benchmark.QUERY);
  private final Reruns reruns;
  private final UntilPrecise untilPrecise;
  private final Set<String> shared;

  /** {@code shared}: parameters with one value in the whole run, left out of progress lines. */
  LegRunner(Path dir, JmhSettings settings, String target, ForkProperties forkProperties,
      PrintWriter console, Cell shared) {
    this.shared = shared.axes().stream().map(Axis::name).collect(Collectors.toSet());
    this.dir = dir;
    this.settings = settings;
    this.target = target;
    this.forkProperties = forkProperties;
    this.console = console;
    this.reruns = new Reruns(settings.reruns());
    this.untilPrecise = new UntilPrecise(console);
  }

  List<Trial> runAll(List<Leg> legs, Countdown countdown) throws IOException {
    List<Trial> rows = new ArrayList<>();
    try (PrintStream log = new PrintStream(Files.newOutputStream(dir.resolve(BenchRun.LOG)),
        true)) {
      for (int i = 0; i < legs.size(); i++) {
        Leg leg = legs.get(i);
        if (TrialPlan.of(settings.forLeg(leg), leg).trials() == 0) {
          continue;
        }
        countdown.startLeg(leg.name().text(), settings.forLeg(leg));
        rows.addAll(run(leg, i + 1, log, countdown));
      }
    }
    return rows;
  }

  /**
   * Runs each cell of the main {@code legs} as forks alternating between the JDKs of {@code
   * sides} ({@link ForkPairs}): the candidate's forks in the main leg, the reference's in
   * {@link LegName#GATE_REFERENCE} at the reference's settings.
   */
  List<Trial> runForkPairs(List<Leg> legs, GateSides sides, Countdown countdown)
      throws IOException {
    List<Trial> rows = new ArrayList<>();
    ForkPairs pairs = new ForkPairs(console);
    try (PrintStream log = new PrintStream(Files.newOutputStream(dir.resolve(BenchRun.LOG)),
        true)) {
      int number = 0;
      for (Leg leg : legs.stream().filter(l -> l.name() == LegName.MAIN).toList()) {
        countdown.startLeg("jdk pairs");
        JmhSettings legSettings = settings.forLeg(leg);
        for (Cell cell : leg.params().expand()) {
          number++;
          rows.addAll(pairs.run(
              leg.side(LegName.GATE_REFERENCE, cell, sides.reference(), sides.referenceJdk()),
              leg.side(LegName.MAIN, cell, sides.candidate(), sides.candidateJdk()), number,
              legSettings, (side, stem) -> measure(side, legSettings.oneFork(), stem, log,
                  countdown).get(0), countdown));
        }
      }
    }
    return rows;
  }

  /**
   * Runs each of {@code legs} once in one fork (no rerun: a profile has no figure to steady),
   * JMH's output appended to the run's log.
   */
  List<Trial> runOnceEach(List<Leg> legs, Countdown countdown) throws IOException {
    List<Trial> rows = new ArrayList<>();
    try (PrintStream log = new PrintStream(Files.newOutputStream(dir.resolve(BenchRun.LOG),
        java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND), true)) {
      for (int i = 0; i < legs.size(); i++) {
        Leg leg = legs.get(i);
        countdown.startLeg(leg.name().text());
        rows.addAll(run(leg, ProfilePass.oneFork(settings.forLeg(leg)), String.format(Locale.ROOT,
            "%02d-%s", i + 1, leg.name().text()), log, countdown));
      }
    }
    return rows;
  }

  private List<Trial> run(Leg leg, int number, PrintStream log, Countdown countdown)
      throws IOException {
    JmhSettings legSettings = settings.forLeg(leg);
    String stem = String.format(Locale.ROOT, "%02d-%s", number, leg.name().text());
    List<Trial> rows = new ArrayList<>();
    for (TrialForks trial : measure(leg, legSettings, stem, log, countdown)) {
      TrialForks steady = steadyOrRerun(trial, leg, legSettings, number, log, countdown);
      rows.add(untilPrecise.run(steady, leg, legSettings, (one, attempt) -> measure(one,
          legSettings.oneFork(), stem + "-fork-" + countdown.done() + "-" + attempt, log,
          countdown).get(0), countdown).row());
    }
    return rows;
  }

  /*
   * Warm until steady, bounded: a trial (of the benchmarks in RERUN) whose measured iterations
   * still trend or scatter runs once more with twice the warm-up; the rerun's forks replace its
   * own, flagged if still unsteady. Once the run's reruns (jmh.reruns) are spent, such a trial is
   * kept as it is and flagged: the preset's time budget holds.
   */
  private TrialForks steadyOrRerun(TrialForks trial, Leg leg, JmhSettings legSettings,
      int number, PrintStream log, Countdown countdown) throws IOException {
    Trial row = trial.row();
    String problem = TrialSteadiness.problem(row);
    if (problem.isEmpty() || row.benchmarkKind().filter(RERUN::contains).isEmpty()) {
      return trial;
    }
    if (!reruns.take()) {
      console.println(reruns.spentLine(row.benchmark() + " " + row.paramLabel(), problem));
      return trial;
    }
    console.println("  not steady: " + row.benchmark() + " " + row.paramLabel() + " (" + problem
        + "); rerunning with " + legSettings.withLongerWarmup().warmupIterations()
        + " warm-up iterations");
    countdown.addOne();
    Duration rerunTime = TrialPlan.perTrial(legSettings.withLongerWarmup(), row.benchmark());
    countdown.expectForCurrent(rerunTime, rerunTime);
    Leg one = leg.only(row);
    TrialForks rerun = measure(one, legSettings.withLongerWarmup(), String.format(Locale.ROOT,
        "%02d-%s-rerun-%d", number, leg.name().text(), countdown.done()), log, countdown).get(0);
    countdown.expectForCurrent(Duration.ZERO, Duration.ZERO);
    String still = TrialSteadiness.problem(rerun.row());
    if (!still.isEmpty()) {
      console.println("  still not steady (" + still + "): kept, flagged ⚠ in the report");
    }
    return rerun.with(Trial.RERUN, "warm-up doubled after: " + problem);
  }

  private List<Trial> run(Leg leg, JmhSettings legSettings, String stem, PrintStream log,
      Countdown countdown) throws IOException {
    List<Trial> rows = new ArrayList<>();
    for (TrialForks trial : measure(leg, legSettings, stem, log, countdown)) {
      rows.add(trial.row());
    }
    return rows;
  }

  private List<TrialForks> measure(Leg leg, JmhSettings legSettings, String stem,
      PrintStream log, Countdown countdown) throws IOException {
    Path sidecars = dir.resolve("trials").resolve(stem);
    Options options = JmhOptions.build(legSettings, leg, dir.resolve("jmh-" + stem + ".json"),
        sidecars, forkProperties);
    ProgressFormat format = new ProgressFormat(
        OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL), console, countdown,
        shared);
    return new TrialConverter(leg.name(), target, host, sidecars)
        .trials(jmh(options, format, sidecars));
  }

  /* A failed trial: the line JMH logged for the user, the server error its fork recorded for
   * the caller. */
  private Collection<RunResult> jmh(Options options, ProgressFormat format, Path sidecars)
      throws IOException {
    try {
      return new Runner(options, format).run();
    } catch (RunnerException e) {
      Path log = dir.resolve(BenchRun.LOG);
      String cause = FailureLine.from(log).orElse(String.valueOf(e.getMessage()));
      throw new TrialFailedException("benchmark " + format.lastStarted() + " failed: " + cause
          + " (full JMH log: " + log + ")", TrialSidecar.failure(sidecars), e);
    }
  }
}
