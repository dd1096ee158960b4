package dev.nnebench.diagnose.sweep;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import dev.nnebench.stats.Interval;
import dev.nnebench.stats.Series;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * The fetch-size curve of a diagnosis: wall ms and allocated MB per fetch by fetch size, the
 * size in force from its own side of the fetch-size pairings, every other size from the
 * counterpart side, each with its 99.9 % interval. Allocation grows with the fetch size (the
 * driver's row buffers): what a very large one costs in heap.
 */
public record FetchSizeCurve(int inForce, TreeMap<Integer, Point> points) {
  static final String CHART = "fetch-size.png";
  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;

  /**
   * One fetch size's wall ms and allocated MB per fetch, and the rows per round trip the driver
   * really fetched: counted over the trial's link, else on the trial's probe fetch, if either.
   */
  public record Point(Interval wallMs, Interval allocatedMb, Optional<Double> rowsPerRoundTrip) {}

  static FetchSizeCurve of(List<Trial> trials, int inForce) {
    TreeMap<Integer, Point> points = new TreeMap<>();
    for (Trial t : Findings.paired(trials)) {
      Candidate c = Candidate.of(t);
      Optional<Integer> size = c.value(Axes.FETCH_SIZE);
      if (size.isPresent() && c.changes().axes().size() == 1) {
        points.put(size.get(), point(t, PairedSeries.PEER));
        points.putIfAbsent(inForce, point(t, ""));
      }
    }
    points.values().removeIf(p -> !Double.isFinite(p.wallMs().estimate()));
    return new FetchSizeCurve(inForce, points);
  }

  private static Point point(Trial t, String side) {
    Optional<Double> perTrip = PairedSeries.rowsPerRoundTrip(t, side).map(Series::centre)
        .filter(Double::isFinite).or(() -> probed(t, side));
    return new Point(Findings.centre(PairedSeries.msPerFetch(t, PairedSeries.WALL, side)),
        Findings.centre(PairedSeries.millionthsPerFetch(t, PairedSeries.ALLOCATED, side)),
        perTrip);
  }

  /* The rows per round trip of the trial's unmeasured probe fetch on one side. */
  private static Optional<Double> probed(Trial t, String side) {
    Observed observed = side.isEmpty() ? t.observed() : t.observed().peer();
    return observed.get(Facts.ROWS_PER_ROUND_TRIP);
  }

  /** The table for diagnosis.md; empty with fewer than two sizes. */
  public List<String> table() {
    if (points.size() < 2) {
      return List.of();
    }
    List<String> out = new ArrayList<>(List.of("| fetch size | wall per fetch | allocated per"
        + " fetch | rows per round trip |", "|---:|---:|---:|---:|"));
    points.forEach((size, p) -> out.add("| " + FetchSize.label(size)
        + (size == inForce ? " (in force)" : "")
        + " | " + Attribution.ms(p.wallMs()) + " | " + Attribution.ms(p.allocatedMb())
            .replace(" ms", " MB") + " | " + p.rowsPerRoundTrip().map(n -> String.format(
                Locale.ROOT, "%.1f", n)).orElse("not counted") + " |"));
    return out;
  }

  /**
   * Draws the wall-time curve of the explicit sizes into {@code dir} when two or more were
   * measured (the driver's default has no place on a fetch-size axis; the table has it).
   */
  public Optional<String> draw(Path dir) throws IOException {
    TreeMap<Integer, Point> explicit = new TreeMap<>(points);
    explicit.remove(FetchSize.DRIVER_CHOOSES);
    if (explicit.size() < 2) {
      return Optional.empty();
    }
    // Charts render off-screen; CI and servers have no display.
    System.setProperty("java.awt.headless", "true");
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
        .title("Fetch-size curve: wall ms per fetch (in force: " + FetchSize.label(inForce) + ")")
        .xAxisTitle("fetch size (rows per round trip)").yAxisTitle("ms per fetch").build();
    chart.getStyler().setXAxisLogarithmic(true);
    List<Interval> wall = explicit.values().stream().map(Point::wallMs).toList();
    chart.addSeries("wall ms per fetch", explicit.keySet().stream().map(Integer::doubleValue)
        .toList(), wall.stream().map(Interval::estimate).toList(),
        wall.stream().map(i -> Double.isFinite(i.halfWidth()) ? i.halfWidth() : 0).toList());
    BitmapEncoder.saveBitmap(chart, dir.resolve(CHART).toString(), BitmapEncoder.BitmapFormat.PNG);
    return Optional.of(CHART);
  }
}
