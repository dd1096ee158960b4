package dev.nnebench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

/**
 * The "NNE vs TLS" answers as bars: one category per question, a series per driver (and fetch
 * size for fetches), with the 99.9 % interval as error bars. 1× is parity; lower favours TLS.
 */
final class TlsChart {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;

  private TlsChart() {}

  static Optional<CategoryChart> build(List<Headline> answers) {
    List<Headline> tls = answers.stream()
        .filter(h -> TlsAnswers.QUESTIONS.contains(h.question())).toList();
    if (tls.isEmpty()) {
      return Optional.empty();
    }
    List<String> x = TlsAnswers.QUESTIONS.stream()
        .filter(q -> tls.stream().anyMatch(h -> h.question().equals(q))).toList();
    Map<String, Map<String, Measured>> series = new LinkedHashMap<>();
    for (Headline h : tls) {
      series.computeIfAbsent(series(h), k -> new LinkedHashMap<>())
          .putIfAbsent(h.question(), h.value());
    }
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
        .title("NNE vs TLS: TCPS cost as a ratio (below 1x TLS is cheaper)")
        .xAxisTitle("question").yAxisTitle("ratio").build();
    series.forEach((name, byQuestion) -> chart.addSeries(name, x, values(x, byQuestion, false),
        values(x, byQuestion, true)));
    return Optional.of(chart);
  }

  /* Connect answers have no fetch size: they share the driver's series with the fetches. */
  private static String series(Headline h) {
    String fetchSize = h.param("fetchSize");
    return "driver " + h.param("driver") + (fetchSize.isEmpty() ? "" : ", fetchSize " + fetchSize);
  }

  /* XChart needs a value for every category: a missing answer is drawn as zero. */
  private static List<Double> values(List<String> x, Map<String, Measured> byQuestion,
      boolean errors) {
    List<Double> out = new ArrayList<>();
    for (String question : x) {
      Measured m = byQuestion.get(question);
      double v = m == null ? 0 : errors ? m.error() : m.value();
      out.add(Double.isFinite(v) ? v : 0.0);
    }
    return out;
  }
}
