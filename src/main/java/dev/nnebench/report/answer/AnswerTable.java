package dev.nnebench.report.answer;

import java.util.List;
import java.util.function.Function;

/**
 * Where a question's answers stand in report.md: the section title, the explanation above them,
 * their rows, lines the section adds from the run, and the note when the run did not measure it
 * (an empty note leaves the section out). Questions declaring the same title share a section. A
 * section that lays itself out ({@link #written}) gives all its lines at once.
 */
public record AnswerTable(String title, Function<RunAnswers, String> intro,
    Function<List<Answer>, List<String>> rows, Function<RunAnswers, List<String>> more,
    String whenEmpty, boolean framed) {

  /** A table with a fixed explanation and nothing but its answers' rows. */
  public static AnswerTable of(String title, String intro,
      Function<List<Answer>, List<String>> rows, String whenEmpty) {
    return new AnswerTable(title, run -> intro, rows, run -> List.of(), whenEmpty, true);
  }

  /** A section written whole from the run, heading included; none when it gives no lines. */
  public static AnswerTable written(String title, Function<RunAnswers, List<String>> section) {
    return new AnswerTable(title, run -> "", answers -> List.of(), section, "", false);
  }

  /** A question reported in another question's section, or only in the comparison. */
  public static AnswerTable none(String title) {
    return written(title, run -> List.of());
  }

  public AnswerTable withIntro(Function<RunAnswers, String> explained) {
    return new AnswerTable(title, explained, rows, more, whenEmpty, framed);
  }

  public AnswerTable withMore(Function<RunAnswers, List<String>> lines) {
    return new AnswerTable(title, intro, rows, lines, whenEmpty, framed);
  }
}
