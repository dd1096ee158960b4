package dev.nnebench.report.chart;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.markdown.RatioTables;
import dev.nnebench.scenario.FetchSize;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

/**
 * CPU s/GB per crypto setting at the largest fetch size run, a bar series per driver and engine,
 * with error bars: every fetch cell, whether measured as a trial's own side or as a counterpart.
 */
public final class NneCostChart {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;

  private NneCostChart() {}

  /** Bars of the fetch cells {@code answers} hold at the largest fetch size; none without. */
  public static Optional<CategoryChart> build(List<Answer> answers) {
    List<Answer> cells = atLargestFetchSize(answers);
    if (cells.isEmpty()) {
      return Optional.empty();
    }
    Set<String> categories = new LinkedHashSet<>();
    Map<String, Map<String, Measured>> series = new LinkedHashMap<>();
    for (Answer h : cells) {
      categories.add(h.crypto());
      series.computeIfAbsent(RatioTables.column(h), k -> new LinkedHashMap<>())
          .putIfAbsent(h.crypto(), h.value());
    }
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
        .title("NNE cost: fetching thread's CPU s/GB (fetchSize "
            + cells.get(0).text(Axes.FETCH_SIZE) + ")")
        .xAxisTitle("encryption + checksum").yAxisTitle("CPU s/GB").build();
    List<String> x = List.copyOf(categories);
    series.forEach((name, byCrypto) -> chart.addSeries(name, x, values(x, byCrypto, false),
        values(x, byCrypto, true)));
    return Optional.of(chart);
  }

  private static List<Answer> atLargestFetchSize(List<Answer> all) {
    // TCPS and ezTLS cells have NNE off: they would share the no-NNE bar (the TLS chart has them)
    List<Answer> cells = all.stream().filter(h -> Crypto.tlsLabel(h.cell()).isEmpty())
        .filter(h -> size(h) != FetchSize.DRIVER_CHOOSES).toList();
    int largest = cells.stream().mapToInt(NneCostChart::size).max().orElse(0);
    return cells.stream().filter(h -> size(h) == largest).toList();
  }

  /* The fetch size a cell names; the driver's own choice where it names none. */
  private static int size(Answer h) {
    return h.find(Axes.FETCH_SIZE).orElse(FetchSize.DRIVER_CHOOSES);
  }

  /* XChart needs a value for every category: a missing cell is drawn as zero. */
  private static List<Double> values(List<String> x, Map<String, Measured> byCrypto,
      boolean errors) {
    List<Double> out = new ArrayList<>();
    for (String crypto : x) {
      Measured m = byCrypto.get(crypto);
      double v = m == null ? 0 : errors ? m.error() : m.value();
      out.add(Double.isFinite(v) ? v : 0.0);
    }
    return out;
  }
}
