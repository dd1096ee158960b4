package dev.nnebench.run;

import dev.nnebench.cell.ParamSet;
import dev.nnebench.results.Benchmark;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One JMH invocation: a single benchmark method over one parameter set.
 *
 * @param benchmark JMH's full name, e.g. {@code dev.nnebench.bench.fetch.FetchThroughput.fetch}
 * @param params every parameter the benchmark declares, with the values to cross
 */
record Job(String benchmark, ParamSet params) {
  /** The include pattern that selects exactly this benchmark. */
  String include() {
    return "^" + Pattern.quote(benchmark) + "$";
  }

  /** The simple class name, e.g. {@code FetchThroughput}: the key of per-class settings. */
  String className() {
    int method = benchmark.lastIndexOf('.');
    return benchmark.substring(benchmark.lastIndexOf('.', method - 1) + 1, method);
  }

  /** The benchmark, if {@link Benchmark} names it. */
  Optional<Benchmark> kind() {
    return Benchmark.of(TrialConverter.shortName(benchmark));
  }

  int trials() {
    return params.size();
  }
}
