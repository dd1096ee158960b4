package dev.nnebench.report.ci;

import dev.nnebench.report.answer.Answer;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The names of a run's answers, one each: an answer's key leaves its counterpart out, so two
 * answers of one cell held against different counterparts (the ceiling fraction of a trial
 * paired once with fetchSize=1000 and once with NNE off) share a key; those two are told apart
 * by their counterpart, and any still alike by a number, in the order computed.
 */
public final class AnswerNames {
  private AnswerNames() {}

  /** Each answer of {@code answers} with its name, in their order. */
  public static Map<Answer, AnswerName> of(List<Answer> answers) {
    Map<AnswerName, Integer> uses = new HashMap<>();
    answers.forEach(a -> uses.merge(AnswerName.of(a), 1, Integer::sum));
    Map<Answer, AnswerName> named = new LinkedHashMap<>();
    Map<String, Integer> taken = new HashMap<>();
    for (Answer a : answers) {
      AnswerName name = AnswerName.of(a);
      if (uses.get(name) > 1) {
        name = name.withCounterpartOf(a.cell());
      }
      int n = taken.merge(name.text(), 1, Integer::sum);
      named.putIfAbsent(a, n == 1 ? name : name.numbered(n));
    }
    return named;
  }
}
