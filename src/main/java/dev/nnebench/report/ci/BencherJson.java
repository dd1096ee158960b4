package dev.nnebench.report.ci;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.Measured;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The answers in Bencher Metric Format ({@code bencher run --adapter json}), which keeps what
 * the {@code java_jmh} adapter drops: the parameters (each answer is a benchmark named with
 * them, so cells no longer overwrite each other) and the direction. An answer's measure is its
 * unit and direction, e.g. {@code ratio-smaller-is-better} or {@code mb-per-s-bigger-is-better}:
 * a Bencher threshold is set per measure, with an upper boundary for the smaller-is-better
 * measures and a lower one for the others. {@code lower_value} and {@code upper_value} are the
 * 99.9 % interval, left out without a bar; an answer whose value is not a number is left out.
 */
public final class BencherJson {
  public static final String FILE_NAME = "bencher.json";
  /** Bencher's limit on a measure's name and slug. */
  static final int MEASURE_MAX = 64;

  private BencherJson() {}

  public static String of(List<Answer> answers) {
    Map<Answer, AnswerName> names = AnswerNames.of(answers);
    Map<String, Object> benchmarks = new LinkedHashMap<>();
    for (Answer a : answers) {
      if (a.value().isValid()) {
        benchmarks.put(names.get(a).text(), Map.of(measure(a), metric(a.value())));
      }
    }
    return Json.of(benchmarks);
  }

  /** The measure of {@code a}: a slug of its unit, then its direction. */
  public static String measure(Answer a) {
    String unit = a.isRatio() ? "ratio" : a.unit().toLowerCase(Locale.ROOT)
        .replace("%", "percent").replace("/", "-per-").replaceAll("[^a-z0-9]+", "-")
        .replaceAll("^-|-$", "");
    String direction = a.higherIsWorse() ? "-smaller-is-better" : "-bigger-is-better";
    return unit.substring(0, Math.min(unit.length(), MEASURE_MAX - direction.length()))
        + direction;
  }

  private static Map<String, Object> metric(Measured m) {
    Map<String, Object> metric = new LinkedHashMap<>();
    metric.put("value", m.value());
    if (Double.isFinite(m.error())) {
      metric.put("lower_value", m.value() - m.error());
      metric.put("upper_value", m.value() + m.error());
    }
    return metric;
  }
}
