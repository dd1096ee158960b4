package dev.nnebench.report.chart;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.LinkFigures;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * Fetch size × RTT: wall ms per fetch against the fetch size (log axis), a line per RTT, for the
 * first driver, crypto and bandwidth a run measured at two RTTs or more. Both sides of a pair
 * are points: a trial at fetch size 10 paired with 1000 gives both.
 */
public final class LinkFetchSizeChart {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;
  private static final Set<Axis<?>> AXES = Set.of(Axes.FETCH_SIZE, Axes.RTT, Axes.COUNTERPART);

  private LinkFetchSizeChart() {}

  public static Optional<XYChart> build(List<Trial> trials) {
    List<Trial> fetches = trials.stream().filter(t -> t.is(Benchmark.FETCH)
        && LegName.MAIN.ran(t) && explicit(t.cell())).toList();
    Set<Axis<?>> others = Labels.varying(fetches);
    others.removeAll(AXES);
    Map<String, Map<String, TreeMap<Integer, Double>>> groups = new LinkedHashMap<>();
    for (Trial t : fetches) {
      Map<String, TreeMap<Integer, Double>> byRtt = groups.computeIfAbsent(Labels.of(t, others),
          k -> new TreeMap<>());
      TreeMap<Integer, Double> points = byRtt.computeIfAbsent(Labels.text(t.cell(), Axes.RTT),
          k -> new TreeMap<>());
      put(points, t.cell().get(Axes.FETCH_SIZE), LinkFigures.wallMsPerFetch(t, false));
      Cell peer = t.cell().counterpart().changes();
      if (explicit(peer)) {
        put(points, peer.get(Axes.FETCH_SIZE), LinkFigures.wallMsPerFetch(t, true));
      }
    }
    return groups.entrySet().stream().filter(g -> g.getValue().size() >= 2).findFirst()
        .map(g -> chart(g.getKey(), g.getValue()));
  }

  private static void put(TreeMap<Integer, Double> points, int size, Optional<Measured> wall) {
    wall.ifPresent(w -> points.putIfAbsent(size, w.value()));
  }

  /* A cell that names its fetch size (not the driver's own choice). */
  private static boolean explicit(Cell cell) {
    return cell.find(Axes.FETCH_SIZE).filter(s -> s != FetchSize.DRIVER_CHOOSES).isPresent();
  }

  private static XYChart chart(String group, Map<String, TreeMap<Integer, Double>> byRtt) {
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
        .title("Fetch size x RTT: wall ms per fetch (" + group + ")")
        .xAxisTitle("fetch size (rows per round trip)").yAxisTitle("wall ms per fetch").build();
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setYAxisLogarithmic(true);
    byRtt.forEach((rtt, points) -> {
      if (!points.isEmpty()) {
        chart.addSeries("RTT " + rtt, points.keySet().stream().map(Integer::doubleValue).toList(),
            List.copyOf(points.values()));
      }
    });
    return chart;
  }
}
