package dev.nnebench.report;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.results.Trial;
import java.nio.file.Path;
import java.util.List;

/**
 * What {@link Report#write} computed and wrote: the file, the trials and answers it was written
 * from, and the Summary as report.md opens with it (heading to the next section), for the console
 * to print as it is.
 *
 * @param file report.md
 * @param trials the run's trials as the report reads them (the steady part of each)
 * @param answers every answer of the run, as {@link RunComparison} compares them
 * @param summary the Summary block: its heading, lines and the note on ratios under them
 */
public record WrittenReport(Path file, List<Trial> trials, List<Answer> answers,
    List<String> summary) {
  public WrittenReport {
    trials = List.copyOf(trials);
    answers = List.copyOf(answers);
    summary = List.copyOf(summary);
  }
}
