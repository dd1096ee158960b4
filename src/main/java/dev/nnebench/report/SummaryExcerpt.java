package dev.nnebench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The summary of a written report.md (its first lines), for the console at the end of a run. */
public final class SummaryExcerpt {
  private static final String START = ReportMarkdown.SUMMARY;
  private static final String NEXT_SECTION = "## ";

  private SummaryExcerpt() {}

  /** The lines from the Summary heading up to the next top-level section; empty if absent. */
  public static List<String> of(Path reportMd) throws IOException {
    List<String> out = new ArrayList<>();
    boolean inside = false;
    for (String line : Files.readAllLines(reportMd)) {
      if (line.startsWith(START)) {
        inside = true;
      } else if (inside && line.startsWith(NEXT_SECTION)) {
        break;
      }
      if (inside) {
        out.add(line);
      }
    }
    return out;
  }
}
