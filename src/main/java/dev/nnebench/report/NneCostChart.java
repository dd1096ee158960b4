package dev.nnebench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

/**
 * CPU s/GB per crypto setting at the largest fetch size run, a bar series per combination of
 * the other parameters that vary (driver, jce, shape...), with error bars.
 */
final class NneCostChart {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;

  private NneCostChart() {}

  static Optional<CategoryChart> build(List<Trial> trials) {
    List<Trial> fetches = atLargestFetchSize(trials);
    if (fetches.isEmpty()) {
      return Optional.empty();
    }
    Set<String> others = new TreeSet<>(Labels.varying(fetches));
    others.removeAll(Set.of(FetchAnswers.ENCRYPTION, FetchAnswers.CHECKSUM));
    Map<String, List<Trial>> series = new LinkedHashMap<>();
    fetches.forEach(t -> series.computeIfAbsent(Labels.of(t, others), k -> new ArrayList<>())
        .add(t));
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
        .title("NNE cost: fetching thread's CPU s/GB (fetchSize "
            + fetches.get(0).param(FetchSizeCurve.FETCH_SIZE) + ")")
        .xAxisTitle("encryption + checksum").yAxisTitle("CPU s/GB").build();
    List<String> categories = categories(series.values().iterator().next());
    series.forEach((name, rows) -> {
      // XChart draws series over one category axis: only series with the same settings
      if (categories(rows).equals(categories)) {
        chart.addSeries(name, categories, values(rows, false), values(rows, true));
      }
    });
    return Optional.of(chart);
  }

  private static List<Trial> atLargestFetchSize(List<Trial> trials) {
    List<Trial> fetches = trials.stream()
        .filter(t -> t.benchmark().equals(FetchAnswers.FETCH) && t.leg().equals("main"))
        .toList();
    int largest = fetches.stream()
        .mapToInt(t -> Integer.parseInt(t.param(FetchSizeCurve.FETCH_SIZE))).max().orElse(0);
    return fetches.stream()
        .filter(t -> Integer.parseInt(t.param(FetchSizeCurve.FETCH_SIZE)) == largest).toList();
  }

  private static List<String> categories(List<Trial> rows) {
    return rows.stream().map(FetchSizeCurve::crypto).toList();
  }

  private static List<Double> values(List<Trial> rows, boolean errors) {
    return rows.stream().map(Figures::cpuSecondsPerGb)
        .map(m -> errors ? (Double.isFinite(m.error()) ? m.error() : 0.0) : m.value())
        .toList();
  }
}
