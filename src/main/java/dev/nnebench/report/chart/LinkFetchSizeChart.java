package dev.nnebench.report.chart;

import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.LinkFigures;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.scenario.FetchSize;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
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
  private static final Set<String> AXES = Set.of(ParamName.FETCH_SIZE, ParamName.RTT,
      ParamName.COUNTERPART);

  private LinkFetchSizeChart() {}

  public static Optional<XYChart> build(List<Trial> trials) {
    List<Trial> fetches = trials.stream().filter(t -> t.benchmark().equals(BenchmarkName.FETCH)
        && LegName.MAIN.ran(t) && FetchSize.isExplicit(t.param(ParamName.FETCH_SIZE))).toList();
    Set<String> others = new TreeSet<>(Labels.varying(fetches));
    others.removeAll(AXES);
    Map<String, Map<String, TreeMap<Integer, Double>>> groups = new LinkedHashMap<>();
    for (Trial t : fetches) {
      Map<String, TreeMap<Integer, Double>> byRtt = groups.computeIfAbsent(Labels.of(t, others),
          k -> new TreeMap<>());
      TreeMap<Integer, Double> points = byRtt.computeIfAbsent(t.param(ParamName.RTT),
          k -> new TreeMap<>());
      put(points, t.param(ParamName.FETCH_SIZE), LinkFigures.wallMsPerFetch(t, false));
      String peer = Counterpart.parse(t.param(ParamName.COUNTERPART)).changes()
          .get(ParamName.FETCH_SIZE);
      if (peer != null && FetchSize.isExplicit(peer)) {
        put(points, peer, LinkFigures.wallMsPerFetch(t, true));
      }
    }
    return groups.entrySet().stream().filter(g -> g.getValue().size() >= 2).findFirst()
        .map(g -> chart(g.getKey(), g.getValue()));
  }

  private static void put(TreeMap<Integer, Double> points, String size,
      Optional<Measured> wall) {
    wall.ifPresent(w -> points.putIfAbsent(Integer.parseInt(size), w.value()));
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
