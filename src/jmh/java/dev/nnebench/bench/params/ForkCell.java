package dev.nnebench.bench.params;

import dev.nnebench.results.ParamName;
import java.util.LinkedHashMap;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The cell a trial runs, read in one place from what JMH hands the fork: every parameter of the
 * states the benchmark uses, by its name. The scenario axes a benchmark does not sweep take the
 * values here, because a connection needs them named and what the benchmark measures does not
 * depend on them (an open reads no rows).
 */
public final class ForkCell {
  private static final Map<String, String> UNSWEPT = Map.of(ParamName.JCE, "true",
      ParamName.FETCH_SIZE, "1", ParamName.SHAPE, "tiny", ParamName.READ, "getString");

  private ForkCell() {}

  /** The trial's parameter values by name, the unswept axes filled in. */
  public static Map<String, String> values(BenchmarkParams params) {
    Map<String, String> values = new LinkedHashMap<>(UNSWEPT);
    params.getParamsKeys().forEach(name -> values.put(name, params.getParam(name)));
    return values;
  }
}
