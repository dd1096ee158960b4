package dev.nnebench.report.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.cliftonlabs.json_simple.JsonArray;
import com.github.cliftonlabs.json_simple.JsonObject;
import dev.nnebench.results.Columns;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Series;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * jmh.json of saved runs read as its readers read JMH's own file (ci-formats.md §1-3): one JSON
 * array with an element per trial, JMH's fields in JMH's order; github-action-benchmark's series
 * name (benchmark and params) unique per trial; Bencher's fields (score, a two-number
 * confidence, a unit it converts, secondaryMetrics present); the figure, its interval, the
 * iterations and the parameters those of the trial's row.
 */
class JmhJsonTest {
  static final List<String> RUNS = CiRun.RUNS;
  private static final List<String> JMH_ORDER = List.of("jmhVersion", "benchmark", "mode",
      "threads", "forks", "jvm", "jvmArgs", "jdkVersion", "vmName", "vmVersion",
      "warmupIterations", "warmupTime", "warmupBatchSize", "measurementIterations",
      "measurementTime", "measurementBatchSize", "params", "primaryMetric", "secondaryMetrics");

  @ParameterizedTest
  @FieldSource("RUNS")
  void everyTrialIsOneElementOfOneArray(String run) {
    CiRun saved = CiRun.of(run);

    JsonArray elements = array(saved);

    assertEquals(saved.rows().size(), elements.size());
  }

  @ParameterizedTest
  @FieldSource("RUNS")
  void eachElementHasJmhsFieldsInJmhsOrder(String run) {
    for (Trial t : CiRun.of(run).rows()) {
      String text = JmhJson.of(List.of(t));
      List<Integer> at = JMH_ORDER.stream().map(k -> text.indexOf("\"" + k + "\" :")).toList();
      assertTrue(at.stream().allMatch(i -> i > 0), "all fields: " + at);
      assertEquals(at.stream().sorted().toList(), at, "in JMH's order: " + text);
    }
  }

  @ParameterizedTest
  @FieldSource("RUNS")
  void githubActionBenchmarkNamesEveryTrialItsOwnSeries(String run) {
    Set<String> names = new HashSet<>();
    for (Object o : array(CiRun.of(run))) {
      JsonObject e = (JsonObject) o;
      Map<Object, Object> params = new TreeMap<>((Map<?, ?>) e.get("params"));
      String name = e.get("benchmark") + " ( " + params.entrySet().stream()
          .map(p -> "\"" + p.getKey() + "\":\"" + p.getValue() + "\"")
          .collect(Collectors.joining(",", "{", "}")) + " )";
      assertTrue(names.add(name), "two trials would share the series " + name);
    }
  }

  @ParameterizedTest
  @FieldSource("RUNS")
  void bencherFindsAScoreATwoNumberIntervalAUnitItConvertsAndSecondaryMetrics(String run) {
    for (Object o : array(CiRun.of(run))) {
      JsonObject e = (JsonObject) o;
      JsonObject primary = (JsonObject) e.get("primaryMetric");
      assertInstanceOf(BigDecimal.class, primary.get("score"), e.get("benchmark").toString());
      JsonArray confidence = (JsonArray) primary.get("scoreConfidence");
      assertEquals(2, confidence.size());
      assertTrue(confidence.stream().allMatch(BigDecimal.class::isInstance), confidence + "");
      String unit = (String) primary.get("scoreUnit");
      assertTrue(unit.matches("ops/(ns|us|ms|s|min|hr)|(ns|us|ms|s|min|hr)/op"), unit);
      assertInstanceOf(JsonObject.class, e.get("secondaryMetrics"));
    }
  }

  @ParameterizedTest
  @FieldSource("RUNS")
  void eachElementHoldsItsTrialsFigureIntervalIterationsAndParameters(String run) {
    CiRun saved = CiRun.of(run);
    JsonArray elements = array(saved);
    for (int i = 0; i < elements.size(); i++) {
      Trial t = saved.rows().get(i);
      JsonObject e = (JsonObject) elements.get(i);
      JsonObject primary = (JsonObject) e.get("primaryMetric");
      assertEquals(t.benchmark(), e.get("benchmark"));
      assertEquals(t.score(), number(primary.get("score")));
      assertEquals(t.error(), number(primary.get("scoreError")));
      JsonArray confidence = (JsonArray) primary.get("scoreConfidence");
      assertEquals(t.score() - t.error(), number(confidence.get(0)));
      assertEquals(t.score() + t.error(), number(confidence.get(1)));
      assertEquals(t.unit(), primary.get("scoreUnit"));
      assertEquals(rawData(t.series(Trial.SCORE).orElseThrow()), rawData(primary));
      assertEquals(params(t), e.get("params"));
      assertEquals(t.aux("cpuNanos").isPresent(),
          ((JsonObject) e.get("secondaryMetrics")).containsKey("cpuNanos"));
    }
  }

  @ParameterizedTest
  @FieldSource("RUNS")
  void theWarmupAndMeasurementARowRecordsAreJmhsFieldsWithJmhsTypes(String run) {
    Trial t = CiRun.of(run).rows().get(0).with(Trial.JVM, "/usr/lib/jvm/temurin-25/bin/java")
        .with(Trial.WARMUP_ITERATIONS, "7").with(Trial.WARMUP_TIME, "1 s")
        .with(Trial.WARMUP_BATCH_SIZE, "1").with(Trial.MEASUREMENT_ITERATIONS, "12")
        .with(Trial.MEASUREMENT_TIME, "500 ms").with(Trial.MEASUREMENT_BATCH_SIZE, "1");

    JsonObject e = (JsonObject) ((JsonArray) CiRun.parse(JmhJson.of(List.of(t)))).get(0);

    assertEquals("/usr/lib/jvm/temurin-25/bin/java", e.get("jvm"));
    assertEquals(new BigDecimal(7), e.get("warmupIterations"));
    assertEquals("1 s", e.get("warmupTime"));
    assertEquals(new BigDecimal(1), e.get("warmupBatchSize"));
    assertEquals(new BigDecimal(12), e.get("measurementIterations"));
    assertEquals("500 ms", e.get("measurementTime"));
    assertEquals(new BigDecimal(1), e.get("measurementBatchSize"));
    assertInstanceOf(JsonArray.class, e.get("jvmArgs"));
  }

  @ParameterizedTest
  @FieldSource("RUNS")
  void aRowSavedBeforeTheSettingsWereRecordedCountsItsMeasuredIterations(String run) {
    Trial t = CiRun.of(run).rows().get(0);

    JsonObject e = (JsonObject) ((JsonArray) CiRun.parse(JmhJson.of(List.of(t)))).get(0);

    assertEquals("", t.get(Trial.WARMUP_ITERATIONS));
    int longestFork = t.series(Trial.SCORE).orElseThrow().forks().stream()
        .mapToInt(f -> f.length).max().orElseThrow();
    assertEquals(new BigDecimal(longestFork), e.get("measurementIterations"));
    assertEquals(new BigDecimal(0), e.get("warmupIterations"));
  }

  private static Map<String, String> params(Trial t) {
    Map<String, String> params = new TreeMap<>();
    t.fields().forEach((column, value) -> {
      if (column.startsWith(Columns.param("")) && !value.isEmpty()) {
        params.put(column.substring(Columns.param("").length()), value);
      }
    });
    if (!t.in(LegName.MAIN)) {
      params.put("leg", t.leg());
    }
    return params;
  }

  private static List<Double> rawData(Series s) {
    List<Double> out = new ArrayList<>();
    s.forks().forEach(f -> java.util.Arrays.stream(f).forEach(out::add));
    return out;
  }

  private static List<Double> rawData(JsonObject metric) {
    List<Double> out = new ArrayList<>();
    ((JsonArray) metric.get("rawData")).forEach(f -> ((JsonArray) f).forEach(
        v -> out.add(number(v))));
    return out;
  }

  private static double number(Object json) {
    return json instanceof BigDecimal d ? d.doubleValue() : Double.parseDouble((String) json);
  }

  private static JsonArray array(CiRun saved) {
    Object parsed = CiRun.parse(JmhJson.of(saved.rows()));
    return assertInstanceOf(JsonArray.class, parsed, "one JSON array");
  }
}
