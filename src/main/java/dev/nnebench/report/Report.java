package dev.nnebench.report;

import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.chart.Charts;
import dev.nnebench.report.figure.SteadyPart;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * report.md and its charts, written from the trials of one run: the answers first, as ratios with
 * error bars, then every table, then the environment. Everything is derived from results.csv, so
 * {@link #regenerate} can redo it from a saved run directory.
 */
public final class Report {
  public static final String FILE_NAME = "report.md";

  private Report() {}

  /**
   * Writes report.md and the charts for {@code measured} into {@code dir}; returns what it
   * computed, so the caller prints the summary and compares the answers without reading it back.
   */
  public static WrittenReport write(Path dir, List<Trial> measured) throws IOException {
    List<Trial> trials = measured.stream().map(SteadyPart::of).toList();
    // the answers bootstrap every interval: computed once, for the charts and the text
    RunAnswers run = new RunAnswers(trials, Questions.answers(trials));
    List<Charts.Drawn> charts = Questions.charts(dir, run);
    List<String> summary = ReportMarkdown.summary(run, Questions.summary(run));
    String markdown = String.join("\n", ReportMarkdown.render(dir, run, summary, charts)) + "\n";
    Path file = dir.resolve(FILE_NAME);
    Files.writeString(file, markdown, StandardCharsets.UTF_8);
    return new WrittenReport(file, trials, run.answers(), summary);
  }

  /**
   * Rewrites report.md and the charts of a saved run from its results.csv; returns what it
   * computed.
   */
  public static WrittenReport regenerate(Path dir) throws IOException {
    Path csv = dir.resolve(TrialCsv.FILE_NAME);
    if (!Files.isRegularFile(csv)) {
      throw new NoSuchFileException(csv.toString(), null,
          "not a run directory: it has no " + TrialCsv.FILE_NAME);
    }
    return write(dir, TrialCsv.read(csv));
  }
}
