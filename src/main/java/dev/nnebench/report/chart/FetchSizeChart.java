package dev.nnebench.report.chart;

import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * The fetch-size curve: CPU s/GB against fetch size (log axis), a line per crypto setting, for
 * the first combination of the other parameters that vary.
 */
public final class FetchSizeChart {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;
  private static final Set<String> AXES =
      Set.of(ParamName.FETCH_SIZE, ParamName.ENCRYPTION, ParamName.CHECKSUM);

  private FetchSizeChart() {}

  public static Optional<XYChart> build(List<Trial> trials) {
    List<Trial> fetches = trials.stream()
        .filter(t -> t.benchmark().equals(BenchmarkName.FETCH) && LegName.MAIN.ran(t))
        .filter(t -> FetchSize.isExplicit(t.param(ParamName.FETCH_SIZE))).toList();
    if (fetches.stream().map(t -> t.param(ParamName.FETCH_SIZE)).distinct().count() < 2) {
      return Optional.empty();
    }
    var group = groups(fetches).entrySet().iterator().next();
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
        .title("Fetch-size curve: CPU s/GB (" + group.getKey() + ")")
        .xAxisTitle("fetch size (rows)").yAxisTitle("CPU s/GB").build();
    chart.getStyler().setXAxisLogarithmic(true);
    Map<String, List<Trial>> series = new LinkedHashMap<>();
    group.getValue().forEach(t ->
        series.computeIfAbsent(Crypto.label(t), k -> new ArrayList<>()).add(t));
    series.forEach((name, rows) -> {
      List<Trial> sorted = rows.stream().sorted(Comparator.comparingInt(
          t -> Integer.parseInt(t.param(ParamName.FETCH_SIZE)))).toList();
      chart.addSeries(name,
          sorted.stream().map(t -> Double.parseDouble(t.param(ParamName.FETCH_SIZE))).toList(),
          sorted.stream().map(t -> Figures.cpuSecondsPerGb(t).value()).toList());
    });
    return Optional.of(chart);
  }

  /* The trials split by every varying parameter that is not an axis of the curve. */
  private static Map<String, List<Trial>> groups(List<Trial> fetches) {
    Set<String> others = new TreeSet<>(Labels.varying(fetches));
    others.removeAll(AXES);
    others.remove(ParamName.COUNTERPART); // a paired trial's own side is the cell shown
    Map<String, List<Trial>> groups = new LinkedHashMap<>();
    for (Trial t : fetches) {
      groups.computeIfAbsent(Labels.of(t, others), k -> new ArrayList<>()).add(t);
    }
    return groups;
  }
}
