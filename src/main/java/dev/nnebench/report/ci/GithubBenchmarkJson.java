package dev.nnebench.report.ci;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.Measured;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The answers in github-action-benchmark's custom JSON, which keeps what its {@code jmh} reader
 * drops: the direction (one file per direction, {@code tool: customSmallerIsBetter} for the
 * answers where higher is worse, {@code customBiggerIsBetter} for the rest) and the interval
 * ({@code range}). Each entry is {@code name} (the answer's stable name with its parameters),
 * {@code unit}, {@code value}, {@code range} ({@code ± half-width}, absent without a bar) and
 * {@code extra} (the question, the answer's label, the interval's bounds, steadiness). An answer
 * whose value is not a number has no entry: the reader takes {@code value} as a number.
 */
public final class GithubBenchmarkJson {
  public static final String SMALLER_IS_BETTER = "github-benchmark-smaller-is-better.json";
  public static final String BIGGER_IS_BETTER = "github-benchmark-bigger-is-better.json";

  private GithubBenchmarkJson() {}

  /** The file of the answers where {@code higherIsWorse} (smaller is better) or the others. */
  public static String of(List<Answer> answers, boolean higherIsWorse) {
    Map<Answer, AnswerName> names = AnswerNames.of(answers);
    List<Object> entries = new ArrayList<>();
    for (Answer a : answers) {
      if (a.higherIsWorse() == higherIsWorse && a.value().isValid()) {
        entries.add(entry(names.get(a), a));
      }
    }
    return Json.of(entries);
  }

  private static Map<String, Object> entry(AnswerName name, Answer a) {
    Measured m = a.value();
    Map<String, Object> e = new LinkedHashMap<>();
    e.put("name", name.text());
    e.put("unit", a.unit());
    e.put("value", m.value());
    if (Double.isFinite(m.error())) {
      e.put("range", "± " + Measured.number(m.error()));
    }
    e.put("extra", extra(a));
    return e;
  }

  private static String extra(Answer a) {
    Measured m = a.value();
    String interval = Double.isFinite(m.error())
        ? "99.9 % interval: " + Measured.number(m.value() - m.error()) + " to "
            + Measured.number(m.value() + m.error())
        : "no interval: a single measurement";
    return String.join("\n", "question: " + a.question(), "answer: " + a.label() + ": "
        + a.shown(), interval, a.higherIsWorse() ? "higher is worse" : "lower is worse",
        a.steady() ? "steady" : "unsteady: " + a.unsteady());
  }
}
