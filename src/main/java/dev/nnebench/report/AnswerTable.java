package dev.nnebench.report;

import java.util.List;
import java.util.function.Function;

/**
 * Where a question's answers stand in report.md: the section title, the explanation above them,
 * their rows, lines the section adds from the trials, and the note when the run did not measure
 * it (an empty note leaves the section out). Questions declaring the same title share a section.
 */
record AnswerTable(String title, Function<RunAnswers, String> intro,
    Function<List<Answer>, List<String>> rows, Function<RunAnswers, List<String>> more,
    String whenEmpty) {

  /** A table with a fixed explanation and nothing but its answers' rows. */
  static AnswerTable of(String title, String intro, Function<List<Answer>, List<String>> rows,
      String whenEmpty) {
    return new AnswerTable(title, run -> intro, rows, run -> List.of(), whenEmpty);
  }

  AnswerTable withIntro(Function<RunAnswers, String> explained) {
    return new AnswerTable(title, explained, rows, more, whenEmpty);
  }

  AnswerTable withMore(Function<RunAnswers, List<String>> lines) {
    return new AnswerTable(title, intro, rows, lines, whenEmpty);
  }
}
