package dev.nnebench.run;

import dev.nnebench.results.Columns;
import dev.nnebench.results.Row;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * Every measured iteration of a trial, per fork, as {@code series.*} columns: the report judges
 * steadiness and builds its intervals from these, not from JMH's aggregate.
 */
final class IterationSeries {
  private IterationSeries() {}

  /** Sets {@code series.score} and {@code series.aux.NAME} for every secondary figure. */
  static void addTo(Row row, RunResult result) {
    Map<String, List<List<Double>>> byName = new LinkedHashMap<>();
    for (BenchmarkResult fork : result.getBenchmarkResults()) {
      Map<String, List<Double>> forkValues = new LinkedHashMap<>();
      for (IterationResult iteration : fork.getIterationResults()) {
        add(forkValues, Trial.SCORE, iteration.getPrimaryResult());
        iteration.getSecondaryResults().forEach((name, r) -> add(forkValues, Columns.aux(name), r));
      }
      forkValues.forEach((name, values) ->
          byName.computeIfAbsent(name, k -> new ArrayList<>()).add(values));
    }
    byName.forEach((name, forks) -> row.put(Columns.series(name), format(forks)));
  }

  private static void add(Map<String, List<Double>> values, String name, Result<?> r) {
    values.computeIfAbsent(name, k -> new ArrayList<>()).add(r.getScore());
  }

  /* Values by spaces, forks by " | ": readable in a spreadsheet cell and parsed by Series. */
  static String format(List<List<Double>> forks) {
    return forks.stream()
        .map(f -> f.stream().map(v -> String.format(Locale.ROOT, "%.6g", v))
            .collect(Collectors.joining(" ")))
        .collect(Collectors.joining(" | "));
  }
}
