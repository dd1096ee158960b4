package dev.nnebench.results;

import java.util.LinkedHashMap;
import java.util.Map;

/** Builds trial rows for tests: a benchmark, a score and some columns, in the main leg. */
public final class Rows {
  private Rows() {}

  public static Trial of(String benchmark, double score, double error, String... columns) {
    Map<String, String> f = new LinkedHashMap<>();
    f.put(Trial.LEG, LegName.MAIN.text());
    f.put(Trial.BENCHMARK, benchmark);
    f.put(Trial.SCORE, Double.toString(score));
    f.put(Trial.ERROR, Double.toString(error));
    f.put(Trial.UNIT, "ops/s");
    for (int i = 0; i + 1 < columns.length; i += 2) {
      f.put(columns[i], columns[i + 1]);
    }
    return new Trial(f);
  }
}
