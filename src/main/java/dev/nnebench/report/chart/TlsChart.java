package dev.nnebench.report.chart;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.Measured;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

/**
 * The "NNE vs TLS" answers as bars: a category per question, fetch size and link (e.g. "fetch 10
 * vs NNE", "wall 10 @2ms vs NNE", "connect vs TCPS"), a series per TLS (TCPS or ezTLS) and driver, with the 99.9 %
 * interval as error bars. 1× is parity; lower favours the TLS side.
 */
public final class TlsChart {
  private static final int WIDTH = 1100;
  private static final int HEIGHT = 500;

  private TlsChart() {}

  /**
   * Bars of {@code tls} (the TLS questions' answers, in their order): a series per {@code series}
   * and a category per {@code category} of an answer.
   */
  public static Optional<CategoryChart> build(List<Answer> tls, Function<Answer, String> series,
      Function<Answer, String> category) {
    if (tls.isEmpty()) {
      return Optional.empty();
    }
    Set<String> categories = new LinkedHashSet<>();
    Map<String, Map<String, Measured>> bars = new LinkedHashMap<>();
    for (Answer h : tls) {
      categories.add(category.apply(h));
      bars.computeIfAbsent(series.apply(h), k -> new LinkedHashMap<>())
          .putIfAbsent(category.apply(h), h.value());
    }
    List<String> x = List.copyOf(categories);
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
        .title("NNE vs TLS: TCPS and ezTLS cost as a ratio (below 1x TLS is cheaper)")
        .xAxisTitle("TLS against").yAxisTitle("ratio").build();
    chart.getStyler().setXAxisLabelRotation(25); // up to fifteen categories of ~20 characters
    bars.forEach((name, byCategory) -> chart.addSeries(name, x, values(x, byCategory, false),
        values(x, byCategory, true)));
    return Optional.of(chart);
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
