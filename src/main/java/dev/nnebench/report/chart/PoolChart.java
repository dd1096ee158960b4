package dev.nnebench.report.chart;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.figure.PoolCurve;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;

/**
 * The pool-size curves as charts (log pool-size axis): the pool's fetches per second, and the
 * p99 latency, a line per crypto setting, link and thread count that ran more than one pool
 * size; on the throughput chart each curve's recommended pool is marked.
 */
public final class PoolChart {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;
  /** The series of the throughput chart that marks each curve's recommended pool. */
  static final String RECOMMENDED = "recommended pool";

  private PoolChart() {}

  public static Optional<XYChart> throughput(List<Trial> trials) {
    return chart(trials, "Pool: fetches/s of all threads by pool size", "fetches/s",
        p -> p.throughput().value()).map(chart -> markRecommended(chart, trials));
  }

  public static Optional<XYChart> latency(List<Trial> trials) {
    return chart(trials, "Pool: p99 fetch latency (borrow + fetch + return) by pool size",
        "p99 ms", p -> p.p99().value());
  }

  private static Optional<XYChart> chart(List<Trial> trials, String title, String axis,
      Function<PoolCurve.Point, Double> y) {
    List<PoolCurve> curves = curves(trials);
    if (curves.isEmpty()) {
      return Optional.empty();
    }
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title)
        .xAxisTitle(Axes.POOL_SIZE.name()).yAxisTitle(axis).build();
    chart.getStyler().setXAxisLogarithmic(true);
    for (PoolCurve c : curves) {
      chart.addSeries(c.label() + ", " + c.threads() + " threads",
          c.points().stream().map(p -> (double) p.poolSize()).toList(),
          c.points().stream().map(p -> finite(y.apply(p))).toList());
    }
    return Optional.of(chart);
  }

  /* The recommended pool of each curve as a point over its line (curve order as the lines). */
  private static XYChart markRecommended(XYChart chart, List<Trial> trials) {
    List<PoolCurve.Point> picks = curves(trials).stream()
        .flatMap(c -> c.recommended().stream()).toList();
    if (!picks.isEmpty()) {
      chart.addSeries(RECOMMENDED, picks.stream().map(p -> (double) p.poolSize()).toList(),
          picks.stream().map(p -> finite(p.throughput().value())).toList())
          .setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
    }
    return chart;
  }

  private static List<PoolCurve> curves(List<Trial> trials) {
    return PoolCurve.of(trials).stream().filter(c -> c.points().size() > 1).toList();
  }

  /* XChart cannot draw NaN (a smoke run's percentile without series): drawn as zero. */
  private static double finite(double v) {
    return Double.isFinite(v) ? v : 0.0;
  }
}
