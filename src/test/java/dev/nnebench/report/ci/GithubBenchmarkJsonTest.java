package dev.nnebench.report.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.cliftonlabs.json_simple.JsonArray;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.Measured;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The answers of saved runs in github-action-benchmark's custom JSON, read as its extractor reads
 * it (ci-formats.md §1): each file one JSON array of {name, unit, value, range?, extra?}, value a
 * number, the rest strings; every answer once, in the file of its direction, with its value, its
 * interval as range, and a name that holds its parameters, the same in every run asking it.
 */
class GithubBenchmarkJsonTest {
  static final List<String> RUNS = CiRun.RUNS;
  private static final Set<String> FIELDS = Set.of("name", "unit", "value", "range", "extra");

  @ParameterizedTest
  @FieldSource("RUNS")
  void everyAnswerIsOneEntryInTheFileOfItsDirection(String run) {
    CiRun saved = CiRun.of(run);
    Map<String, Answer> byName = new HashMap<>();
    AnswerNames.of(saved.answers()).forEach((a, n) -> byName.put(n.text(), a));
    int entries = 0;
    for (boolean smallerIsBetter : List.of(true, false)) {
      for (Map<?, ?> e : entries(saved, smallerIsBetter)) {
        Answer a = byName.get((String) e.get("name"));
        assertEquals(smallerIsBetter, a.higherIsWorse(), e.get("name").toString());
        entries++;
      }
    }
    assertEquals(saved.numeric().size(), entries);
    assertEquals(saved.numeric().size(), byName.values().stream()
        .filter(a -> a.value().isValid()).count(), "no two answers share a name");
  }

  @ParameterizedTest
  @FieldSource("RUNS")
  void eachEntryHasTheReadersFieldsTypedAsItCoercesThem(String run) {
    for (boolean smallerIsBetter : List.of(true, false)) {
      for (Map<?, ?> e : entries(CiRun.of(run), smallerIsBetter)) {
        assertTrue(FIELDS.containsAll(e.keySet()), e.keySet().toString());
        assertInstanceOf(String.class, e.get("name"));
        assertInstanceOf(String.class, e.get("unit"));
        assertInstanceOf(BigDecimal.class, e.get("value"));
        assertInstanceOf(String.class, e.get("extra"));
      }
    }
  }

  @ParameterizedTest
  @FieldSource("RUNS")
  void eachEntryHoldsItsAnswersValueIntervalAndParameters(String run) {
    CiRun saved = CiRun.of(run);
    Map<Answer, AnswerName> names = AnswerNames.of(saved.answers());
    Map<String, Map<?, ?>> byName = new HashMap<>();
    for (boolean smallerIsBetter : List.of(true, false)) {
      entries(saved, smallerIsBetter).forEach(e -> byName.put((String) e.get("name"), e));
    }
    for (Answer a : saved.numeric()) {
      Map<?, ?> e = byName.get(names.get(a).text());
      assertEquals(a.value().value(), ((BigDecimal) e.get("value")).doubleValue());
      assertEquals(a.unit(), e.get("unit"));
      assertEquals(Double.isFinite(a.value().error())
          ? "± " + Measured.number(a.value().error()) : null, e.get("range"));
      a.cell().forEach((axis, text) -> assertTrue(axis.name().equals("counterpart")
          || e.get("name").toString().contains(axis.name() + "=" + text), e.get("name") + ""));
      assertTrue(e.get("extra").toString().contains("question: " + a.question() + "\n"));
    }
  }

  @Test
  void anAnswerAskedInTwoReleasesRunsHasTheSameNameInBoth() {
    Map<String, String> earlier = nameByKey(CiRun.of("quick-before").answers());
    Map<String, String> later = nameByKey(CiRun.of("quick-pre-typed").answers());
    earlier.keySet().retainAll(later.keySet());
    later.keySet().retainAll(earlier.keySet());

    assertTrue(earlier.size() > 20, earlier.keySet().toString());
    assertEquals(earlier, later);
  }

  /* Each answer's name by its key, for the keys one answer holds alone. */
  private static Map<String, String> nameByKey(List<Answer> answers) {
    Map<String, String> out = new HashMap<>();
    Map<String, Integer> uses = new HashMap<>();
    answers.forEach(a -> uses.merge(a.key(), 1, Integer::sum));
    AnswerNames.of(answers).forEach((a, n) -> {
      if (uses.get(a.key()) == 1) {
        out.put(a.key(), n.text());
      }
    });
    return out;
  }

  private static List<Map<?, ?>> entries(CiRun saved, boolean smallerIsBetter) {
    Object parsed = CiRun.parse(GithubBenchmarkJson.of(saved.answers(), smallerIsBetter));
    JsonArray array = assertInstanceOf(JsonArray.class, parsed, "one JSON array");
    assertTrue(!array.isEmpty(), "an empty result is an error to the reader");
    return array.stream().<Map<?, ?>>map(o -> assertInstanceOf(Map.class, o)).toList();
  }
}
