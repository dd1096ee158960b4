package dev.nnebench.report.chart;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

/** The crypto ceiling as bars: MB/s per algorithm, a series per benchmark and leg. */
public final class CeilingChart {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;

  private CeilingChart() {}

  /** Bars of the {@code benchmarks}' trials that {@code measured} picks, on every leg. */
  public static Optional<CategoryChart> build(List<Trial> trials, String title,
      List<Benchmark> benchmarks, Predicate<Trial> measured) {
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
        .xAxisTitle("algorithm").yAxisTitle("MB/s").build();
    boolean any = false;
    for (Benchmark benchmark : benchmarks) {
      for (LegName leg : LegName.values()) {
        List<Trial> rows = trials.stream()
            .filter(t -> t.is(benchmark) && leg.ran(t)).filter(measured)
            .toList();
        if (!rows.isEmpty()) {
          add(chart, benchmark.text().substring(benchmark.text().indexOf('.') + 1) + " ["
              + leg.text() + "]",
              rows);
          any = true;
        }
      }
    }
    return any ? Optional.of(chart) : Optional.empty();
  }

  private static void add(CategoryChart chart, String name, List<Trial> rows) {
    List<String> x = new ArrayList<>();
    List<Double> y = new ArrayList<>();
    List<Double> e = new ArrayList<>();
    for (Trial t : rows) {
      Measured m = Figures.cryptoMegabytesPerSecond(t);
      x.add(t.cell().text(Axes.ALGORITHM));
      y.add(m.value());
      e.add(Double.isFinite(m.error()) ? m.error() : 0.0);
    }
    chart.addSeries(name, x, y, e);
  }
}
