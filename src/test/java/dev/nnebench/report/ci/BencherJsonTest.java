package dev.nnebench.report.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.cliftonlabs.json_simple.JsonObject;
import dev.nnebench.report.answer.Answer;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The answers of saved runs in Bencher Metric Format, checked against what the BMF schema and
 * Bencher's name rules require (ci-formats.md §2): one object keyed by benchmark name (at most
 * 1024 characters) of objects keyed by measure (at most 64) of {value, lower_value?,
 * upper_value?}, all numbers; every answer once, under a measure that names its direction, its
 * interval as the bounds, its parameters in its name.
 */
class BencherJsonTest {
  static final List<String> RUNS = CiRun.RUNS;
  private static final Set<String> METRIC = Set.of("value", "lower_value", "upper_value");

  @ParameterizedTest
  @FieldSource("RUNS")
  void theFileIsWhatTheBmfSchemaAllows(String run) {
    for (Map.Entry<String, Object> benchmark : bmf(CiRun.of(run)).entrySet()) {
      assertTrue(!benchmark.getKey().isEmpty() && benchmark.getKey().length() <= 1024,
          benchmark.getKey());
      Map<?, ?> measures = assertInstanceOf(Map.class, benchmark.getValue());
      for (Map.Entry<?, ?> measure : measures.entrySet()) {
        String slug = (String) measure.getKey();
        assertTrue(slug.length() <= BencherJson.MEASURE_MAX && slug.matches("[a-z0-9-]+"), slug);
        Map<?, ?> metric = assertInstanceOf(Map.class, measure.getValue());
        assertTrue(metric.containsKey("value") && METRIC.containsAll(metric.keySet()),
            metric.keySet().toString());
        metric.values().forEach(v -> assertInstanceOf(BigDecimal.class, v));
      }
    }
  }

  @ParameterizedTest
  @FieldSource("RUNS")
  void everyAnswerIsOneBenchmarkWithItsDirectionIntervalAndParameters(String run) {
    CiRun saved = CiRun.of(run);
    JsonObject bmf = bmf(saved);
    Map<Answer, AnswerName> names = AnswerNames.of(saved.answers());

    assertEquals(saved.numeric().size(), bmf.size(), "one benchmark per answer");
    for (Answer a : saved.numeric()) {
      String name = names.get(a).text();
      Map<?, ?> measures = (Map<?, ?>) bmf.get(name);
      String measure = (String) measures.keySet().iterator().next();
      assertTrue(measure.endsWith(a.higherIsWorse() ? "-smaller-is-better"
          : "-bigger-is-better"), name + " " + measure);
      Map<?, ?> metric = (Map<?, ?>) measures.get(measure);
      double value = a.value().value();
      double error = a.value().error();
      assertEquals(value, number(metric.get("value")));
      assertEquals(value - error, number(metric.get("lower_value")));
      assertEquals(value + error, number(metric.get("upper_value")));
      a.cell().forEach((axis, text) -> assertTrue(axis.name().equals("counterpart")
          || name.contains(axis.name() + "=" + text), name));
    }
  }

  private static double number(Object json) {
    return ((BigDecimal) json).doubleValue();
  }

  private static JsonObject bmf(CiRun saved) {
    return assertInstanceOf(JsonObject.class, CiRun.parse(BencherJson.of(saved.answers())));
  }
}
