package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's own output goes to the log; the console gets one line per finished trial: its score, how
 * many trials remain and the time left ({@link Countdown}). Counts carry across legs, so a run counts down once.
 * Parameters with one value in the whole run are left out of the line (the plan names them once):
 * with all twelve, a quick fetch trial's line ran to 250 characters.
 */
final class ProgressFormat implements OutputFormat {
  private final OutputFormat log;
  private final PrintWriter console;
  private final Countdown countdown;
  private final Set<String> shared;
  private String lastStarted = "(none started)";

  ProgressFormat(OutputFormat log, PrintWriter console, Countdown countdown,
      Set<String> shared) {
    this.log = log;
    this.console = console;
    this.countdown = countdown;
    this.shared = Set.copyOf(shared);
  }

  @Override
  public void endBenchmark(BenchmarkResult result) {
    log.endBenchmark(result);
    if (result == null) {
      return;
    }
    Result<?> primary = result.getPrimaryResult();
    BenchmarkParams params = result.getParams();
    String name = TrialConverter.shortName(params.getBenchmark());
    Duration planned = countdown.plannedOverLink(name, cell(params, Set.of()), params.getForks())
        .orElse(planned(params));
    console.printf(Locale.ROOT, "%s %s %s: %s ± %s %s%n", countdown.finishOne(name, planned),
        countdown.leg(), describe(params, shared),
        figure(primary.getScore()), figure(primary.getScoreError()), primary.getScoreUnit());
    console.flush();
  }

  /* The time its settings gave the trial, as the plan counts it: each fork's start-up, setup,
   * warm-up and measurement. */
  static Duration planned(BenchmarkParams p) {
    Duration fork = TrialPlan.FORK_OVERHEAD
        .plus(TrialPlan.setup(TrialConverter.shortName(p.getBenchmark()),
            p.getWarmup().getCount() > 0))
        .plus(Duration.ofNanos(p.getWarmup().getTime().convertTo(TimeUnit.NANOSECONDS))
            .multipliedBy(p.getWarmup().getCount()))
        .plus(Duration.ofNanos(p.getMeasurement().getTime().convertTo(TimeUnit.NANOSECONDS))
            .multipliedBy(p.getMeasurement().getCount()));
    return fork.multipliedBy(Math.max(1, p.getForks()));
  }

  /** The trial that started last: the one that failed when JMH stops. */
  String lastStarted() {
    return lastStarted;
  }

  /** Class, method and every parameter: names the trial that failed, wherever it ran. */
  static String describe(BenchmarkParams params) {
    return describe(params, Set.of());
  }

  /** Class, method and the parameters not in {@code leftOut}. */
  static String describe(BenchmarkParams params, Set<String> leftOut) {
    String name = params.getBenchmark();
    String shortName = name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1);
    Cell shown = cell(params, leftOut);
    return shown.isEmpty() ? shortName : shortName + " {" + shown.sorted(", ") + "}";
  }

  /* The trial's parameters that name an axis, but those in {@code leftOut}. */
  private static Cell cell(BenchmarkParams params, Set<String> leftOut) {
    Cell cell = Cell.EMPTY;
    for (String key : params.getParamsKeys()) {
      if (!leftOut.contains(key) && Axes.named(key).isPresent()) {
        cell = cell.withText(Axes.require(key), params.getParam(key));
      }
    }
    return cell;
  }

  static String figure(double value) {
    if (Double.isNaN(value)) {
      return "n/a";
    }
    return String.format(Locale.ROOT, Math.abs(value) >= 100 ? "%.0f" : "%.3g", value);
  }

  @Override
  public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
    log.iteration(benchParams, params, iteration);
  }

  @Override
  public void iterationResult(
      BenchmarkParams benchParams, IterationParams params, int iteration, IterationResult data) {
    log.iterationResult(benchParams, params, iteration, data);
  }

  @Override
  public void startBenchmark(BenchmarkParams benchParams) {
    lastStarted = describe(benchParams);
    log.startBenchmark(benchParams);
  }

  @Override
  public void startRun() {
    log.startRun();
  }

  @Override
  public void endRun(Collection<RunResult> result) {
    log.endRun(result);
  }

  @Override
  public void print(String s) {
    log.print(s);
  }

  @Override
  public void println(String s) {
    log.println(s);
  }

  @Override
  public void flush() {
    log.flush();
    console.flush();
  }

  @Override
  public void close() {
    log.close();
  }

  @Override
  public void verbosePrintln(String s) {
    log.verbosePrintln(s);
  }

  @Override
  public void write(int b) {
    log.write(b);
  }

  @Override
  public void write(byte[] b) throws IOException {
    log.write(b);
  }
}
