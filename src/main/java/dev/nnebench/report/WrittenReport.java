package dev.nnebench.report;

import java.nio.file.Path;
import java.util.List;

/**
 * What {@link Report#write} computed and wrote: the file, the answers, and the Summary as
 * report.md opens with it (heading to the next section), for the console to print as it is.
 *
 * @param file report.md
 * @param answers every answer of the run, as {@link RunComparison} compares them
 * @param summary the Summary block: its heading, lines and the note on ratios under them
 */
public record WrittenReport(Path file, List<Answer> answers, List<String> summary) {
  public WrittenReport {
    answers = List.copyOf(answers);
    summary = List.copyOf(summary);
  }
}
