package dev.nnebench.report.ci;

import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Series;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.openjdk.jmh.util.ListStatistics;
import org.openjdk.jmh.util.Version;

/**
 * jmh.json: every trial of a run in the one JSON array JMH's {@code -rf json} writes, the fields
 * in JMH's order, so github-action-benchmark ({@code tool: jmh}) and Bencher ({@code --adapter
 * java_jmh}) read a whole run from one file instead of one file per leg. A trial's parameters
 * are its {@code params} (strings, by name, as JMH sorts them), with the leg among them for a
 * trial outside the main leg (the AES-NI-off and second-JDK controls rerun the main leg's cells);
 * the score and its 99.9 % error are JMH's, the raw data and percentiles its iterations', the
 * secondary counters its {@code secondaryMetrics}. Written from results.csv, so {@code nnebench
 * report} writes it for saved runs too.
 */
public final class JmhJson {
  public static final String FILE_NAME = "jmh.json";
  public static final String LEG_PARAM = "leg";
  private static final double[] PERCENTILES =
      {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};

  private JmhJson() {}

  /** The text of jmh.json for {@code trials}, one element each, in their order. */
  public static String of(List<Trial> trials) {
    return Json.of(trials.stream().map(JmhJson::element).toList());
  }

  private static Map<String, Object> element(Trial t) {
    Map<String, Object> e = new LinkedHashMap<>();
    e.put("jmhVersion", Version.getPlainVersion());
    e.put("benchmark", t.benchmark());
    e.put("mode", t.get(Trial.MODE));
    e.put("threads", integer(t.get(Trial.THREADS), 1));
    e.put("forks", integer(t.get(Trial.FORKS), 1));
    e.put("jvm", t.get(Trial.JVM));
    e.put("jvmArgs", jvmArgs(t.get(Trial.JVM_ARGS)));
    e.put("jdkVersion", t.get(Trial.JDK));
    String vm = t.get(Trial.VM);
    int space = vm.lastIndexOf(' ');
    e.put("vmName", space < 0 ? vm : vm.substring(0, space));
    e.put("vmVersion", space < 0 ? "" : vm.substring(space + 1));
    Optional<Series> primary = t.series(Trial.SCORE);
    // rows of runs saved before the settings were recorded: no warm-up known, the measured
    // iterations counted from the series
    e.put("warmupIterations", integer(t.get(Trial.WARMUP_ITERATIONS), 0));
    e.put("warmupTime", t.get(Trial.WARMUP_TIME));
    e.put("warmupBatchSize", integer(t.get(Trial.WARMUP_BATCH_SIZE), 1));
    e.put("measurementIterations", integer(t.get(Trial.MEASUREMENT_ITERATIONS),
        primary.map(JmhJson::iterationsPerFork).orElse(1)));
    e.put("measurementTime", t.get(Trial.MEASUREMENT_TIME));
    e.put("measurementBatchSize", integer(t.get(Trial.MEASUREMENT_BATCH_SIZE), 1));
    Map<String, String> params = params(t);
    if (!params.isEmpty()) {
      e.put("params", params);
    }
    e.put("primaryMetric", metric(t.score(), t.error(), t.unit(), primary));
    e.put("secondaryMetrics", secondary(t));
    return e;
  }

  /*
   * results.csv joins the arguments with spaces, and a value may hold spaces (the target's
   * description does), so an argument starts only where a space is followed by '-'.
   */
  private static List<String> jvmArgs(String joined) {
    return Arrays.stream(joined.split(" (?=-)")).filter(s -> !s.isBlank()).toList();
  }

  /** Every parameter the trial set, by name, and its leg when not the main one. */
  static Map<String, String> params(Trial t) {
    Map<String, String> params = new TreeMap<>();
    t.fields().forEach((column, value) -> {
      if (column.startsWith(Trial.PARAM) && !value.isEmpty()) {
        params.put(column.substring(Trial.PARAM.length()), value);
      }
    });
    if (!t.in(LegName.MAIN) && !t.leg().isEmpty()) {
      params.put(LEG_PARAM, t.leg());
    }
    return params;
  }

  private static Map<String, Object> secondary(Trial t) {
    Map<String, Object> out = new TreeMap<>();
    for (String column : t.fields().keySet()) {
      String name = column.substring(Math.min(column.length(), Trial.AUX.length()));
      if (column.startsWith(Trial.AUX) && !name.endsWith(".error") && !name.endsWith(".unit")
          && t.aux(name).isPresent()) {
        out.put(name, metric(t.aux(name).getAsDouble(), t.auxError(name),
            t.get(column + ".unit"), t.series(column)));
      }
    }
    return out;
  }

  private static Map<String, Object> metric(double score, double error, String unit,
      Optional<Series> iterations) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("score", number(score));
    m.put("scoreError", number(error));
    m.put("scoreConfidence", List.of(number(score - error), number(score + error)));
    Map<String, Object> percentiles = new LinkedHashMap<>();
    iterations.ifPresent(s -> {
      ListStatistics stats = new ListStatistics(s.pooled());
      for (double p : PERCENTILES) {
        percentiles.put(Double.toString(p), number(stats.getPercentile(p)));
      }
    });
    m.put("scorePercentiles", percentiles);
    m.put("scoreUnit", unit);
    m.put("rawData", iterations.map(JmhJson::rawData).orElse(List.of()));
    return m;
  }

  private static List<Object> rawData(Series s) {
    List<Object> forks = new ArrayList<>();
    s.forks().forEach(fork -> forks.add(Arrays.stream(fork).mapToObj(JmhJson::number).toList()));
    return forks;
  }

  private static int iterationsPerFork(Series s) {
    return s.forks().stream().mapToInt(f -> f.length).max().orElse(1);
  }

  /* JMH writes a number that is not finite as a string. */
  private static Object number(double v) {
    if (Double.isNaN(v)) {
      return "NaN";
    }
    return Double.isInfinite(v) ? (v > 0 ? "+INF" : "-INF") : (Object) v;
  }

  private static int integer(String text, int unknown) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      return unknown;
    }
  }
}
