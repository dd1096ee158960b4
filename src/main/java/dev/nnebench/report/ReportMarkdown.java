package dev.nnebench.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Assembles report.md: answers, charts, full tables, environment. */
final class ReportMarkdown {
  private ReportMarkdown() {}

  static List<String> render(Path dir, List<Trial> trials, List<Charts.Drawn> charts) {
    CryptoAnswers crypto = new CryptoAnswers(trials);
    FetchAnswers fetch = new FetchAnswers(trials);
    List<String> lines = new ArrayList<>(List.of(
        "# nnebench report: " + dir.getFileName(), "",
        trials.size() + " trials. Ratios are figure / counterpart with the same parameters;"
            + " ± is the 99.9 % confidence half-width propagated through the ratio (n/a: a"
            + " single measurement, as in the smoke preset).", "",
        "## Answers", ""));
    lines.addAll(fetch.nneCost());
    lines.addAll(fetch.ownAesVsJce());
    lines.addAll(crypto.driverEngine());
    lines.addAll(FetchSizeCurve.section(trials));
    lines.addAll(fetch.perCell());
    lines.addAll(new ConnectAnswers(trials).connect());
    lines.addAll(CeilingFraction.section(trials));
    lines.addAll(crypto.ceiling());
    lines.addAll(crypto.controls());
    if (!charts.isEmpty()) {
      lines.addAll(List.of("## Charts", ""));
      charts.forEach(c -> lines.addAll(List.of("![" + c.title() + "](" + c.file() + ")", "")));
    }
    lines.addAll(Tables.section(trials));
    lines.addAll(EnvironmentSection.section(trials));
    return lines;
  }
}
