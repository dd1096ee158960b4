package dev.nnebench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The "Answers" section of a written report.md, for the console at the end of a run. */
public final class AnswersExcerpt {
  private static final String START = "## Answers";
  private static final String NEXT_SECTION = "## ";

  private AnswersExcerpt() {}

  /** The lines from the Answers heading up to the next top-level section; empty if absent. */
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
