package dev.nnebench.report.chart;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * The fetch-size curve: CPU s/GB against fetch size (log axis), a line per crypto setting, for
 * the first combination of the other parameters that vary.
 */
public final class FetchSizeChart {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;
  private static final Set<Axis<?>> AXES =
      Set.of(Axes.FETCH_SIZE, Axes.ENCRYPTION, Axes.CHECKSUM, Axes.COUNTERPART);

  private FetchSizeChart() {}

  public static Optional<XYChart> build(List<Trial> trials) {
    List<Trial> fetches = trials.stream()
        .filter(t -> t.is(Benchmark.FETCH) && LegName.MAIN.ran(t))
        .filter(t -> t.cell().find(Axes.FETCH_SIZE).filter(s -> s != FetchSize.DRIVER_CHOOSES)
            .isPresent()).toList();
    if (fetches.stream().map(t -> t.cell().get(Axes.FETCH_SIZE)).distinct().count() < 2) {
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
          t -> t.cell().get(Axes.FETCH_SIZE))).toList();
      chart.addSeries(name,
          sorted.stream().map(t -> (double) t.cell().get(Axes.FETCH_SIZE)).toList(),
          sorted.stream().map(t -> Figures.cpuSecondsPerGb(t).value()).toList());
    });
    return Optional.of(chart);
  }

  /* The trials split by every varying parameter that is not an axis of the curve. */
  private static Map<String, List<Trial>> groups(List<Trial> fetches) {
    Set<Axis<?>> others = Labels.varying(fetches);
    others.removeAll(AXES); // a paired trial's own side is the cell shown
    Map<String, List<Trial>> groups = new LinkedHashMap<>();
    for (Trial t : fetches) {
      groups.computeIfAbsent(Labels.of(t, others), k -> new ArrayList<>()).add(t);
    }
    return groups;
  }
}
