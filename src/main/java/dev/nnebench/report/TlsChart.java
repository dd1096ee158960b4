package dev.nnebench.report;

import dev.nnebench.results.ParamName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

/**
 * The "NNE vs TLS" answers as bars: a category per question, fetch size and link (e.g. "fetch 10
 * vs NNE", "wall 10 @2ms vs NNE", "connect vs TCPS"), a series per TLS (TCPS or ezTLS) and driver, with the 99.9 %
 * interval as error bars. 1× is parity; lower favours the TLS side.
 */
final class TlsChart {
  private static final int WIDTH = 1100;
  private static final int HEIGHT = 500;

  private TlsChart() {}

  static Optional<CategoryChart> build(List<Answer> answers) {
    List<Answer> tls = answers.stream()
        .filter(h -> TlsQuestions.NAMES.contains(h.question())).toList();
    if (tls.isEmpty()) {
      return Optional.empty();
    }
    java.util.Set<String> categories = new java.util.LinkedHashSet<>();
    Map<String, Map<String, Measured>> series = new LinkedHashMap<>();
    for (String question : TlsQuestions.NAMES) {
      for (Answer h : tls) {
        if (h.question().equals(question)) {
          categories.add(category(h));
          series.computeIfAbsent(side(h) + ", driver " + h.param(ParamName.DRIVER),
                  k -> new LinkedHashMap<>())
              .putIfAbsent(category(h), h.value());
        }
      }
    }
    List<String> x = List.copyOf(categories);
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
        .title("NNE vs TLS: TCPS and ezTLS cost as a ratio (below 1x TLS is cheaper)")
        .xAxisTitle("TLS against").yAxisTitle("ratio").build();
    chart.getStyler().setXAxisLabelRotation(25); // up to fifteen categories of ~20 characters
    series.forEach((name, byQuestion) -> chart.addSeries(name, x, values(x, byQuestion, false),
        values(x, byQuestion, true)));
    return Optional.of(chart);
  }

  /* Short enough for the axis: what was timed (fetch CPU or wall at its size, or connect), over
   * which link, and against what. */
  private static String category(Answer h) {
    String fetchSize = h.param(ParamName.FETCH_SIZE);
    String q = h.question();
    String what = fetchSize.isEmpty() ? "connect" : (q.contains("wall") ? "wall " : "fetch ")
        + fetchSize;
    String against = q.contains(" vs NNE") ? " vs NNE" : q.contains(" vs TCPS") ? " vs TCPS"
        : " vs none";
    return what + TlsQuestions.rtt(h).map(rtt -> " @" + rtt).orElse("") + against;
  }

  /* Which TLS the bar measures: TCPS, or ezTLS on the TCP port. */
  private static String side(Answer h) {
    return h.question().startsWith("ezTLS") ? TlsQuestions.EZTLS_LABEL : "TCPS";
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
