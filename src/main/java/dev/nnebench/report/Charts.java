package dev.nnebench.report;

import dev.nnebench.results.Trial;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

/** Draws the report's PNG charts with XChart and says which were drawn, for report.md to link. */
final class Charts {
  /** One drawn chart: its title and file name in the run directory. */
  record Drawn(String title, String file) {}

  private Charts() {}

  static List<Drawn> draw(Path dir, List<Trial> trials, List<Answer> answers)
      throws IOException {
    // Charts render off-screen; CI and servers have no display.
    System.setProperty("java.awt.headless", "true");
    List<Drawn> drawn = new ArrayList<>();
    for (Map.Entry<String, Chart<?, ?>> chart : ChartBuilders.all(trials, answers).entrySet()) {
      String file = chart.getKey() + ".png";
      BitmapEncoder.saveBitmap(chart.getValue(), dir.resolve(file).toString(), BitmapFormat.PNG);
      drawn.add(new Drawn(chart.getValue().getTitle(), file));
    }
    return drawn;
  }
}
