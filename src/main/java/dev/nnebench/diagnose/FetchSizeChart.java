package dev.nnebench.diagnose;

import dev.nnebench.report.Trial;
import dev.nnebench.scenario.ScenarioParams;
import dev.nnebench.stats.Interval;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * The fetch-size curve of a diagnosis: wall ms per fetch against fetch size (log axis), the
 * setting in force from its own side of the fetch-size pairings, every other size from the
 * counterpart side, each with its 99.9 % bar.
 */
final class FetchSizeChart {
  static final String FILE_NAME = "fetch-size.png";
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;

  private FetchSizeChart() {}

  /** Draws the chart into {@code dir} when two or more fetch sizes were measured. */
  static Optional<String> write(Path dir, List<Trial> trials, int inForceSize) throws IOException {
    TreeMap<Integer, Interval> points = points(trials, inForceSize);
    if (points.size() < 2) {
      return Optional.empty();
    }
    // Charts render off-screen; CI and servers have no display.
    System.setProperty("java.awt.headless", "true");
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
        .title("Fetch-size curve: wall ms per fetch (in force: " + inForceSize + ")")
        .xAxisTitle("fetch size (rows per round trip)").yAxisTitle("ms per fetch").build();
    chart.getStyler().setXAxisLogarithmic(true);
    chart.addSeries("wall ms per fetch",
        points.keySet().stream().map(Integer::doubleValue).toList(),
        points.values().stream().map(Interval::estimate).toList(),
        points.values().stream().map(i -> Double.isFinite(i.halfWidth()) ? i.halfWidth() : 0)
            .toList());
    BitmapEncoder.saveBitmap(chart, dir.resolve(FILE_NAME).toString(),
        BitmapEncoder.BitmapFormat.PNG);
    return Optional.of(FILE_NAME);
  }

  static TreeMap<Integer, Interval> points(List<Trial> trials, int inForceSize) {
    TreeMap<Integer, Interval> points = new TreeMap<>();
    for (Trial t : Findings.paired(trials)) {
      Candidate c = Candidate.parse(t.param(Sweep.COUNTERPART));
      String size = c.changes().get(ScenarioParams.FETCH_SIZE);
      if (size != null && c.changes().size() == 1) {
        points.put(Integer.parseInt(size), Findings.median(
            PairedSeries.msPerFetch(t, PairedSeries.WALL, PairedSeries.PEER)));
        points.putIfAbsent(inForceSize, Findings.median(
            PairedSeries.msPerFetch(t, PairedSeries.WALL, "")));
      }
    }
    points.values().removeIf(i -> !Double.isFinite(i.estimate()));
    return points;
  }
}
