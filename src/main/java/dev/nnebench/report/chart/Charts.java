package dev.nnebench.report.chart;

import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.QuestionChart;
import dev.nnebench.report.answer.RunAnswers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * Draws every chart the questions declare, in their order, as PNGs with XChart, and says which
 * were drawn for report.md to link; a chart without data is left out.
 */
public final class Charts {
  /** One drawn chart: its title and file name in the run directory. */
  public record Drawn(String title, String file) {}

  private Charts() {}

  public static List<Drawn> draw(Path dir, RunAnswers run, List<Question> questions)
      throws IOException {
    // Charts render off-screen; CI and servers have no display.
    System.setProperty("java.awt.headless", "true");
    List<Drawn> drawn = new ArrayList<>();
    for (Question q : questions) {
      for (QuestionChart declared : q.charts()) {
        Optional<? extends Chart<?, ?>> chart = declared.build().apply(run);
        if (chart.isPresent()) {
          String file = declared.file() + ".png";
          BitmapEncoder.saveBitmap(chart.get(), dir.resolve(file).toString(), BitmapFormat.PNG);
          drawn.add(new Drawn(chart.get().getTitle(), file));
        }
      }
    }
    return drawn;
  }
}
