package dev.nnebench.run;

import dev.nnebench.results.LegName;
import dev.nnebench.results.Row;
import dev.nnebench.results.Score;
import dev.nnebench.results.Trial;
import dev.nnebench.run.fork.ForkCell;
import dev.nnebench.run.fork.TrialSidecar;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/** Turns JMH's results of one leg into self-describing rows. */
final class TrialConverter {
  private final LegName leg;
  private final String target;
  private final Host host;
  private final Path sidecars;

  TrialConverter(LegName leg, String target, Host host, Path sidecars) {
    this.leg = leg;
    this.target = target;
    this.host = host;
    this.sidecars = sidecars;
  }

  List<Trial> rows(Collection<RunResult> results) throws IOException {
    List<Trial> rows = new ArrayList<>();
    for (RunResult result : results) {
      rows.add(row(result));
    }
    return rows;
  }

  /** Each trial's forks, to be turned into rows once no more forks are added. */
  List<TrialForks> trials(Collection<RunResult> results) {
    return results.stream().map(r -> new TrialForks(r, this)).toList();
  }

  /* FORKS counts the forks measured, which for a trial given more forks than its first
   * invocation's is more than JMH's parameter says. */
  Trial row(RunResult result) throws IOException {
    BenchmarkParams p = result.getParams();
    Row row = new Row().put(Trial.LEG, leg.text())
        .put(Trial.BENCHMARK, shortName(p.getBenchmark()))
        .put(Trial.MODE, p.getMode().shortLabel())
        .primary(score(result.getPrimaryResult()))
        .put(Trial.THREADS, Integer.toString(p.getThreads()))
        .put(Trial.FORKS, Integer.toString(result.getBenchmarkResults().size()))
        .put(Trial.TARGET, target)
        .put(Trial.JDK, p.getJdkVersion())
        .put(Trial.VM, p.getVmName() + " " + p.getVmVersion())
        .put(Trial.JVM_ARGS, String.join(" ", p.getJvmArgs()))
        .put(Trial.JVM, p.getJvm())
        .put(Trial.WARMUP_ITERATIONS, Integer.toString(p.getWarmup().getCount()))
        .put(Trial.WARMUP_TIME, p.getWarmup().getTime().toString())
        .put(Trial.WARMUP_BATCH_SIZE, Integer.toString(p.getWarmup().getBatchSize()))
        .put(Trial.MEASUREMENT_ITERATIONS, Integer.toString(p.getMeasurement().getCount()))
        .put(Trial.MEASUREMENT_TIME, p.getMeasurement().getTime().toString())
        .put(Trial.MEASUREMENT_BATCH_SIZE, Integer.toString(p.getMeasurement().getBatchSize()))
        .put(Trial.CPU_MODEL, host.cpuModel())
        .put(Trial.CPUS, Integer.toString(host.cpus()))
        .put(Trial.CPU_FLAGS, host.cpuFlags())
        .cell(ForkCell.of(p))
        .observed(TrialSidecar.read(sidecars, p));
    result.getSecondaryResults().forEach((name, r) -> row.secondary(name, score(r)));
    IterationSeries.addTo(row, result);
    return row.all(AllocationColumns.of(row.trial())).trial();
  }

  private static Score score(Result<?> r) {
    return new Score(r.getScore(), r.getScoreError(), r.getScoreUnit());
  }

  /**
   * {@code dev.nnebench.bench.crypto.CipherThroughput.encrypt} becomes {@code
   * CipherThroughput.encrypt}: results name a benchmark by class and method, whatever its package.
   */
  static String shortName(String benchmark) {
    int method = benchmark.lastIndexOf('.');
    return benchmark.substring(benchmark.lastIndexOf('.', method - 1) + 1);
  }
}
