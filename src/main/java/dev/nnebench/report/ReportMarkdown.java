package dev.nnebench.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Assembles report.md: summary, then every part of the answers in order (the declared questions'
 * sections among the others), charts, full tables, environment.
 */
final class ReportMarkdown {
  static final String SUMMARY = "## Summary";

  /** The sections under "Answers", in report order; every one is written the same way. */
  private static final List<ReportPart> ANSWERS = List.of(
      AnswerSections.of(FetchQuestions.ALL),
      AnswerSections.of(NetworkQuestions.ALL),
      NetworkOrClient::section,
      AnswerSections.of(LobQuestions.ALL),
      TypeDecoding::section,
      run -> FetchSizeTable.section(run.answers(), run.trials()),
      run -> ProfileSection.section(run.trials()),
      DriverFetchSize::section,
      AnswerSections.of(ConnectQuestions.ALL),
      run -> PoolSection.section(run.trials()),
      run -> PublishedSection.section(run.trials()),
      AnswerSections.of(TlsQuestions.ALL),
      run -> new CryptoAnswers(run.trials()).driverEngine(),
      PerCellSection::lines,
      run -> CeilingFraction.section(run.trials()),
      run -> new CryptoAnswers(run.trials()).ceiling(),
      run -> new CryptoAnswers(run.trials()).controls(),
      run -> SteadinessSection.section(run.trials()));

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
    ANSWERS.forEach(part -> lines.addAll(part.lines(run)));
    if (!charts.isEmpty()) {
      lines.addAll(List.of("## Charts", ""));
      charts.forEach(c -> lines.addAll(List.of("![" + c.title() + "](" + c.file() + ")", "")));
    }
    lines.addAll(Tables.section(run.trials()));
    lines.addAll(EnvironmentSection.section(run.trials()));
    return lines;
  }
}
