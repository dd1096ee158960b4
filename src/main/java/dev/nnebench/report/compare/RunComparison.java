package dev.nnebench.report.compare;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Trial;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two runs set side by side answer by answer: the {@link Answer}s of A and B joined on their
 * key, in A's order (ratios first), plus the answers only one of them holds. Every answer is
 * held, two of one run that share a key (one cell against two counterparts) each under the key
 * {@link Answers#distinct} tells them apart by.
 *
 * @param both answers asked in both runs
 * @param onlyInA answers run B did not ask (another preset, parameters or benchmarks)
 * @param onlyInB answers run A did not ask
 * @param tolerance the relative move under which bars apart are drift, not worse or better
 */
public record RunComparison(List<ComparedAnswer> both, List<Answer> onlyInA,
    List<Answer> onlyInB, double tolerance) {

  /**
   * Compares the answers of the trials of run A with those of run B, calling a move under
   * {@code tolerance} (0.1: 10 %; {@link ComparedAnswer#DEFAULT_TOLERANCE}) drift.
   */
  public static RunComparison of(List<Trial> a, List<Trial> b, double tolerance) {
    return ofAnswers(Questions.answers(a), Questions.answers(b), tolerance);
  }

  /** The same from answers already computed; ratios first, each kind in A's order. */
  public static RunComparison ofAnswers(List<Answer> a, List<Answer> b, double tolerance) {
    Map<String, Answer> inA = byKey(Answers.distinct(a));
    Map<String, Answer> inB = byKey(Answers.distinct(b));
    List<ComparedAnswer> both = inA.values().stream().filter(h -> inB.containsKey(h.key()))
        .sorted(Comparator.comparing(h -> !h.isRatio()))
        .map(h -> new ComparedAnswer(h, inB.get(h.key()), tolerance)).toList();
    return new RunComparison(both, missingFrom(inA, inB), missingFrom(inB, inA), tolerance);
  }

  /** The answers of both runs whose verdict is {@code verdict}. */
  public List<ComparedAnswer> with(ComparedAnswer.Verdict verdict) {
    return both.stream().filter(c -> c.verdict() == verdict).toList();
  }

  private static Map<String, Answer> byKey(List<Answer> answers) {
    Map<String, Answer> map = new LinkedHashMap<>();
    answers.forEach(h -> map.putIfAbsent(h.key(), h));
    return map;
  }

  private static List<Answer> missingFrom(Map<String, Answer> from, Map<String, Answer> in) {
    return from.values().stream().filter(h -> !in.containsKey(h.key())).toList();
  }
}
