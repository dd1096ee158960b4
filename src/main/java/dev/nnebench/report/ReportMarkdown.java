package dev.nnebench.report;

import dev.nnebench.results.Trial;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Assembles report.md: summary, answers, steadiness, charts, full tables, environment. */
final class ReportMarkdown {
  static final String SUMMARY = "## Summary";

  private ReportMarkdown() {}

  static List<String> render(Path dir, List<Trial> trials, List<Answer> answers,
      List<Charts.Drawn> charts) {
    CryptoAnswers crypto = new CryptoAnswers(trials);
    FetchAnswers fetch = new FetchAnswers(trials);
    List<String> lines = new ArrayList<>(List.of("# nnebench report: " + dir.getFileName(), "",
        SUMMARY, ""));
    List<String> summary = new ArrayList<>(Summary.lines(answers));
    summary.addAll(PoolSection.summary(trials));
    summary = summary.subList(0, Math.min(Summary.MAX_LINES, summary.size()));
    lines.addAll(summary.isEmpty() ? List.of("- No answer in this run: it measured no pair of"
        + " settings to compare (see the tables).") : summary);
    lines.addAll(List.of("", trials.size() + " trials. Ratios are figure / counterpart with the"
        + " same parameters; ± is the 99.9 % interval (method under Steadiness and method);"
        + " n/a: a single measurement, as in the smoke preset.", "", "## Answers", ""));
    lines.addAll(fetch.nneCost(answers));
    lines.addAll(fetch.ownAesVsJce(answers));
    lines.addAll(fetch.fetchSize(answers));
    lines.addAll(FetchSizeTable.section(answers));
    lines.addAll(new ConnectAnswers(trials).connect(answers));
    lines.addAll(PoolSection.section(trials));
    lines.addAll(PublishedSection.section(trials));
    lines.addAll(TlsAnswers.section(answers, trials));
    lines.addAll(crypto.driverEngine());
    lines.addAll(fetch.perCell());
    lines.addAll(CeilingFraction.section(trials));
    lines.addAll(crypto.ceiling());
    lines.addAll(crypto.controls());
    lines.addAll(SteadinessSection.section(trials));
    if (!charts.isEmpty()) {
      lines.addAll(List.of("## Charts", ""));
      charts.forEach(c -> lines.addAll(List.of("![" + c.title() + "](" + c.file() + ")", "")));
    }
    lines.addAll(Tables.section(trials));
    lines.addAll(EnvironmentSection.section(trials));
    return lines;
  }
}
