package dev.nnebench.report;

import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.chart.Charts;
import dev.nnebench.report.markdown.EnvironmentSection;
import dev.nnebench.report.markdown.Tables;
import dev.nnebench.report.question.Questions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Assembles report.md: summary, then every answer section in the registry's order, charts, full
 * tables, environment.
 */
final class ReportMarkdown {
  static final String SUMMARY = "## Summary";

  private ReportMarkdown() {}

  /** The Summary block: heading, {@code summary}'s lines and how to read their ratios. */
  static List<String> summary(RunAnswers run, List<String> summary) {
    List<String> lines = new ArrayList<>(List.of(SUMMARY, ""));
    lines.addAll(summary);
    lines.addAll(List.of("", run.trials().size() + " trials. Ratios are figure / counterpart with"
        + " the same parameters; ± is the 99.9 % interval (method under Steadiness and method);"
        + " n/a: a single measurement, as in the smoke preset.", ""));
    return lines;
  }

  /** report.md's lines, {@code summary} being the block {@link #summary} made. */
  static List<String> render(Path dir, RunAnswers run, List<String> summary,
      List<Charts.Drawn> charts) {
    List<String> lines = new ArrayList<>(List.of("# nnebench report: " + dir.getFileName(), ""));
    lines.addAll(summary);
    lines.addAll(List.of("## Answers", ""));
    lines.addAll(Questions.sections(run));
    if (!charts.isEmpty()) {
      lines.addAll(List.of("## Charts", ""));
      charts.forEach(c -> lines.addAll(List.of("![" + c.title() + "](" + c.file() + ")", "")));
    }
    lines.addAll(Tables.section(run.trials()));
    lines.addAll(EnvironmentSection.section(run.trials()));
    return lines;
  }
}
