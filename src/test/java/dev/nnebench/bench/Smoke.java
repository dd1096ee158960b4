package dev.nnebench.bench;

import dev.nnebench.driver.DriverCatalog;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs one benchmark class the way the smoke preset does (one fork, one 100 ms warmup and
 * measurement iteration, failing on any error), with a few parameters pinned to keep the default
 * build fast. Its numbers mean nothing; that it runs, and how many trials come back, does.
 */
public final class Smoke {
  private static final TimeValue ITERATION = TimeValue.milliseconds(100);

  private Smoke() {}

  /** Runs {@code benchmark}; {@code params} come in pairs: name, comma-separated values. */
  public static List<RunResult> run(Class<?> benchmark, String... params) throws RunnerException {
    return run(benchmark, Map.of(), params);
  }

  /** Runs {@code benchmark} with extra system properties for its fork. */
  public static List<RunResult> run(Class<?> benchmark, Map<String, String> forkProperties,
      String... params) throws RunnerException {
    ChainedOptionsBuilder options = new OptionsBuilder()
        .include("\\." + benchmark.getSimpleName() + "\\.")
        .forks(1)
        .warmupIterations(1)
        .warmupTime(ITERATION)
        .measurementIterations(1)
        .measurementTime(ITERATION)
        .shouldFailOnError(true)
        .verbosity(VerboseMode.SILENT)
        .jvmArgs("-Xmx512m", "-D" + DriverCatalog.DRIVERS_PROPERTY + "=" + DriverCatalog.driversDir());
    // jvmArgsAppend replaces on every call: one call with all properties.
    options.jvmArgsAppend(forkProperties.entrySet().stream()
        .map(e -> "-D" + e.getKey() + "=" + e.getValue()).toArray(String[]::new));
    for (int i = 0; i + 1 < params.length; i += 2) {
      options.param(params[i], params[i + 1].split(","));
    }
    Collection<RunResult> results = new Runner(options.build()).run();
    return new ArrayList<>(results);
  }
}
