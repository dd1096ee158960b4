package dev.nnebench.run;

import dev.nnebench.results.Columns;
import dev.nnebench.results.Score;
import dev.nnebench.results.Trial;
import dev.nnebench.run.fork.TrialSidecar;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/** Turns JMH's results of one leg into self-describing rows. */
final class TrialConverter {
  private final String leg;
  private final String target;
  private final Host host;
  private final Path sidecars;

  TrialConverter(String leg, String target, Host host, Path sidecars) {
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

  private Trial row(RunResult result) throws IOException {
    BenchmarkParams p = result.getParams();
    Map<String, String> f = new LinkedHashMap<>();
    f.put(Trial.LEG, leg);
    f.put(Trial.BENCHMARK, shortName(p.getBenchmark()));
    f.put(Trial.MODE, p.getMode().shortLabel());
    f.putAll(Columns.primary(score(result.getPrimaryResult())));
    f.put(Trial.THREADS, Integer.toString(p.getThreads()));
    f.put(Trial.FORKS, Integer.toString(p.getForks()));
    f.put(Trial.TARGET, target);
    f.put(Trial.JDK, p.getJdkVersion());
    f.put(Trial.VM, p.getVmName() + " " + p.getVmVersion());
    f.put(Trial.JVM_ARGS, String.join(" ", p.getJvmArgs()));
    f.put(Trial.CPU_MODEL, host.cpuModel());
    f.put(Trial.CPUS, Integer.toString(host.cpus()));
    f.put(Trial.CPU_FLAGS, host.cpuFlags());
    p.getParamsKeys().forEach(k -> f.put(Columns.param(k), p.getParam(k)));
    f.putAll(Columns.named(Trial.NEGOTIATED, TrialSidecar.read(sidecars, p)));
    result.getSecondaryResults().forEach((name, r) -> f.putAll(Columns.secondary(name, score(r))));
    f.putAll(IterationSeries.columns(result));
    f.putAll(AllocationColumns.of(new Trial(f)));
    return new Trial(f);
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
