package dev.nnebench.report.chart;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.figure.CompressionFigures;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.LinkFigures;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;

/**
 * The crossover: wall seconds per GB against the link's bandwidth (log axes), with and without
 * compression, for the first shape and protection a run measured without a link. The lines are
 * the model of {@link CompressionFigures#crossoverBitsPerSecond} (each side the slower of its link
 * and what it did with no link); the points are the capped trials of the same shape and
 * protection at their smallest RTT; the vertical line is the crossover.
 */
public final class CompressionChart {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;
  private static final double GIGA = 1e9;
  private static final double MEGA = 1e6;
  private static final double[] MBITS = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000,
      10000};

  private CompressionChart() {}

  public static Optional<XYChart> build(List<Trial> trials) {
    List<Trial> pairs = trials.stream().filter(t -> t.is(Benchmark.FETCH) && LegName.MAIN.ran(t)
        && Figures.paired(t) && CompressionFigures.compressed(t)).toList();
    return pairs.stream().filter(t -> CompressionFigures.crossoverBitsPerSecond(t).isPresent())
        .findFirst().flatMap(free -> chart(free, pairs));
  }

  private static Optional<XYChart> chart(Trial free, List<Trial> pairs) {
    Optional<Double> raw = CompressionFigures.linkBytesPerByte(free, true);
    Optional<Double> wire = CompressionFigures.linkBytesPerByte(free, false);
    Measured crossover = CompressionFigures.crossoverBitsPerSecond(free).orElseThrow();
    if (raw.isEmpty() || wire.isEmpty()) {
      return Optional.empty();
    }
    String shape = Labels.text(free.cell(), Axes.SHAPE);
    String protection = Crypto.label(free.cell());
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
        .title("Compression crossover: wall s/GB by bandwidth (" + shape + ", " + protection
            + "; model lines, measured points)")
        .xAxisTitle("link bandwidth (Mbit/s)").yAxisTitle("wall s/GB").build();
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setYAxisLogarithmic(true);
    line(chart, "without compression (model)", raw.get(),
        CompressionFigures.wallPerGb(free, true).value());
    line(chart, "compression high (model)", wire.get(),
        CompressionFigures.wallPerGb(free, false).value());
    points(chart, pairs, free);
    double x = crossover.value() / MEGA;
    double top = 8 * raw.get() * GIGA / (MBITS[0] * MEGA);
    chart.addSeries(String.format("crossover %.0f Mbit/s", x), List.of(x, x),
        List.of(CompressionFigures.wallPerGb(free, false).value() / 2, top))
        .setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
    return Optional.of(chart);
  }

  /* max(8 * k / B, with no link) in s/GB at each bandwidth. */
  private static void line(XYChart chart, String name, double bytesPerByte, double unlinked) {
    List<Double> x = new ArrayList<>();
    List<Double> y = new ArrayList<>();
    for (double mbit : MBITS) {
      x.add(mbit);
      y.add(Math.max(8 * bytesPerByte * GIGA / (mbit * MEGA), unlinked));
    }
    chart.addSeries(name, x, y);
  }

  /* The capped trials of the free trial's shape and protection, at their smallest RTT. */
  private static void points(XYChart chart, List<Trial> pairs, Trial free) {
    TreeMap<Double, Double> on = new TreeMap<>();
    TreeMap<Double, Double> off = new TreeMap<>();
    List<Trial> capped = pairs.stream().filter(LinkFigures::capped)
        .filter(t -> Labels.text(t.cell(), Axes.SHAPE).equals(Labels.text(free.cell(),
            Axes.SHAPE)) && Crypto.label(t.cell()).equals(Crypto.label(free.cell()))).toList();
    long rtt = capped.stream().mapToLong(t -> t.cell().get(Axes.RTT).toNanos()).min().orElse(0);
    for (Trial t : capped) {
      if (t.cell().get(Axes.RTT).toNanos() == rtt) {
        double mbit = t.cell().get(Axes.BANDWIDTH) / MEGA;
        on.put(mbit, CompressionFigures.wallPerGb(t, false).value());
        off.put(mbit, CompressionFigures.wallPerGb(t, true).value());
      }
    }
    scatter(chart, "measured, compression high", on);
    scatter(chart, "measured, without", off);
  }

  private static void scatter(XYChart chart, String name, TreeMap<Double, Double> points) {
    if (!points.isEmpty()) {
      chart.addSeries(name, List.copyOf(points.keySet()), List.copyOf(points.values()))
          .setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
    }
  }
}
