package dev.nnebench.report;

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
import java.util.function.Function;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;

/** The charts a set of trials supports, keyed by file stem; a chart without data is left out. */
final class ChartBuilders {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;

  private ChartBuilders() {}

  static Map<String, Chart<?, ?>> all(List<Trial> trials, List<Answer> answers) {
    Map<String, Chart<?, ?>> charts = new LinkedHashMap<>();
    crypto(trials, "Cipher ceiling: AES-CBC MB/s (JCE)",
        List.of(BenchmarkName.DECRYPT, BenchmarkName.ENCRYPT))
        .ifPresent(c -> charts.put("cipher", c));
    crypto(trials, "Checksum ceiling: MB/s (JCE)", List.of(BenchmarkName.DIGEST))
        .ifPresent(c -> charts.put("checksum", c));
    declared(FetchQuestions.ALL, answers, charts);
    fetchSize(trials).ifPresent(c -> charts.put("fetch-size", c));
    LinkFetchSizeChart.build(trials).ifPresent(c -> charts.put("fetch-size-rtt", c));
    PoolChart.throughput(trials).ifPresent(c -> charts.put("pool-throughput", c));
    PoolChart.latency(trials).ifPresent(c -> charts.put("pool-latency", c));
    declared(ConnectQuestions.ALL, answers, charts);
    declared(TlsQuestions.ALL, answers, charts);
    return charts;
  }

  /* The charts the questions declare, drawn where they have something to show. */
  private static void declared(List<Question> questions, List<Answer> answers,
      Map<String, Chart<?, ?>> charts) {
    questions.forEach(q -> q.chart().ifPresent(chart -> chart.build().apply(answers)
        .ifPresent(c -> charts.put(chart.file(), c))));
  }

  /** Bars per algorithm, a series per benchmark and leg, at the default SDU. */
  private static Optional<Chart<?, ?>> crypto(
      List<Trial> trials, String title, List<String> benchmarks) {
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
        .xAxisTitle("algorithm").yAxisTitle("MB/s").build();
    boolean any = false;
    for (String benchmark : benchmarks) {
      for (LegName legName : LegName.values()) {
        String leg = legName.text();
        List<Trial> rows = trials.stream()
            .filter(t -> t.benchmark().equals(benchmark) && t.leg().equals(leg))
            .filter(CryptoAnswers.engine(CryptoAnswers.JCE))
            .filter(t -> t.param(ParamName.BYTES).equals(CeilingFraction.SDU))
            .toList();
        if (!rows.isEmpty()) {
          add(chart, benchmark.substring(benchmark.indexOf('.') + 1) + " [" + leg + "]", rows,
              t -> t.param(ParamName.ALGORITHM), Figures::cryptoMegabytesPerSecond);
          any = true;
        }
      }
    }
    return any ? Optional.of(chart) : Optional.empty();
  }

  private static void add(CategoryChart chart, String name, List<Trial> rows,
      Function<Trial, String> category, Function<Trial, Measured> figure) {
    List<String> x = new ArrayList<>();
    List<Double> y = new ArrayList<>();
    List<Double> e = new ArrayList<>();
    for (Trial t : rows) {
      Measured m = figure.apply(t);
      x.add(category.apply(t));
      y.add(m.value());
      e.add(Double.isFinite(m.error()) ? m.error() : 0.0);
    }
    chart.addSeries(name, x, y, e);
  }

  /** CPU s/GB against fetch size (log axis), a line per crypto setting, first group only. */
  private static Optional<Chart<?, ?>> fetchSize(List<Trial> trials) {
    List<Trial> fetches = trials.stream()
        .filter(t -> t.benchmark().equals(BenchmarkName.FETCH) && LegName.MAIN.ran(t))
        .filter(t -> FetchSize.isExplicit(t.param(ParamName.FETCH_SIZE))).toList();
    if (fetches.stream().map(t -> t.param(ParamName.FETCH_SIZE)).distinct().count() < 2) {
      return Optional.empty();
    }
    var group = FetchSizeTable.groups(fetches).entrySet().iterator().next();
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
        .title("Fetch-size curve: CPU s/GB (" + group.getKey() + ")")
        .xAxisTitle("fetch size (rows)").yAxisTitle("CPU s/GB").build();
    chart.getStyler().setXAxisLogarithmic(true);
    Map<String, List<Trial>> series = new LinkedHashMap<>();
    group.getValue().forEach(t ->
        series.computeIfAbsent(FetchSizeTable.crypto(t), k -> new ArrayList<>()).add(t));
    series.forEach((name, rows) -> {
      List<Trial> sorted = rows.stream().sorted(Comparator.comparingInt(
          t -> Integer.parseInt(t.param(ParamName.FETCH_SIZE)))).toList();
      chart.addSeries(name,
          sorted.stream().map(t -> Double.parseDouble(t.param(ParamName.FETCH_SIZE))).toList(),
          sorted.stream().map(t -> Figures.cpuSecondsPerGb(t).value()).toList());
    });
    return Optional.of(chart);
  }
}
