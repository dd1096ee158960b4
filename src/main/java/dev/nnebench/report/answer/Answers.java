package dev.nnebench.report.answer;

import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Counterpart;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The answers of a run as {@link Answer}s, every declared question's in turn, so two runs (or a
 * run and its baseline) can be set side by side answer by answer; and how an answer is keyed.
 */
public final class Answers {
  private Answers() {}

  /** Every answer {@code trials} hold to {@code questions}, question by question. */
  public static List<Answer> of(List<Trial> trials, List<Question> questions) {
    return questions.stream().flatMap(q -> q.answers(trials).stream()).toList();
  }

  /**
   * A question's id and every parameter of the subject but what it was paired with: equal
   * across runs asking the same, whether they measured it paired or apart.
   */
  public static String key(String id, Map<String, String> params) {
    Set<String> names = new TreeSet<>(params.keySet());
    names.remove(ParamName.COUNTERPART);
    StringBuilder label = new StringBuilder();
    names.forEach(n -> label.append(label.length() == 0 ? "" : ", ").append(n).append('=')
        .append(params.get(n)));
    return id + " | " + (label.length() == 0 ? "all" : label);
  }

  /** The key of the answer to {@code id} about trial {@code t}. */
  public static String key(String id, Trial t) {
    return key(id, paramValues(t));
  }

  /** Whether {@code t} was paired with exactly the counterpart {@code counterpart} describes. */
  public static boolean sameChanges(Trial t, Map<String, String> counterpart) {
    Map<String, String> changes = Counterpart.parse(t.param(ParamName.COUNTERPART)).changes();
    return changes.size() == counterpart.size() && counterpart.entrySet().stream()
        .allMatch(e -> e.getValue().equalsIgnoreCase(changes.getOrDefault(e.getKey(), "")));
  }

  /** The trial's parameters by name, those at a later axis's default left out. */
  public static Map<String, String> paramValues(Trial t) {
    Map<String, String> values = new LinkedHashMap<>();
    params(t).forEach(name -> values.put(name, t.param(name)));
    return values;
  }

  /* transport=tcp, rtt=0, bandwidth=unlimited: every run's values before they became
   * parameters; left out, answers keep the keys they had before them, so older runs compare. */
  private static Set<String> params(Trial t) {
    Set<String> names = new TreeSet<>(t.params().keySet());
    names.removeIf(name -> ParamName.atLaterDefault(name, t.param(name)));
    return names;
  }

  /** {@code name=value, ...} of {@code values}, or {@code all} without any. */
  public static String label(Map<String, String> values) {
    return values.isEmpty() ? "all" : String.join(", ", values.entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue()).toList());
  }
}
