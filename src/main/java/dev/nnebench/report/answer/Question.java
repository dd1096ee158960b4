package dev.nnebench.report.answer;

import dev.nnebench.cell.Cell;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One question a run can answer, declared once: its stable id, how the report words it, how its
 * answers are found in a run's trials, its place and line in the Summary, its section of
 * report.md and its charts.
 *
 * @param id what answers are keyed by, e.g. "nne-cost": the same however the question is worded,
 *     so runs compare across rewordings
 * @param name how tables and comparisons word it, e.g. "NNE cost"
 * @param ask how its answers are found in a run
 * @param phrase its place and lines in the Summary, if it has any
 * @param table its section of report.md
 * @param charts its charts, in the order drawn
 */
public record Question(String id, String name, Ask ask, Optional<Phrase> phrase,
    AnswerTable table, List<QuestionChart> charts) {

  /** How a question's answers are found in a run's trials. */
  @FunctionalInterface
  public interface Ask {
    List<Answer> answers(Question asked, List<Trial> trials);
  }

  public Question {
    charts = List.copyOf(charts);
  }

  public static Question of(String id, String name, Ask ask, AnswerTable table) {
    return new Question(id, name, ask, Optional.empty(), table, List.of());
  }

  /** Its answers in {@code trials}, in the order found. */
  public List<Answer> answers(List<Trial> trials) {
    return ask.answers(this, trials);
  }

  /**
   * An answer of this question about {@code cell} (keyed by it, counterpart left out), labelled
   * {@code label}.
   */
  public Answer answer(String label, Cell cell, Measured value, String unit,
      boolean higherIsWorse, String unsteady) {
    return answer(label, "", cell, value, unit, higherIsWorse, unsteady);
  }

  /**
   * The same, for a question that answers one cell several ways: {@code about} (e.g. the
   * benchmark, or the claim a cell is held against) is part of the key.
   */
  public Answer answer(String label, String about, Cell cell, Measured value, String unit,
      boolean higherIsWorse, String unsteady) {
    return new Answer(Answers.key(about.isEmpty() ? id : id + " " + about, cell), id, name, label,
        value, unit, higherIsWorse, unsteady, cell);
  }

  public Question phrased(Phrase summary) {
    return new Question(id, name, ask, Optional.of(summary), table, charts);
  }

  public Question charted(QuestionChart drawn) {
    List<QuestionChart> more = new ArrayList<>(charts);
    more.add(drawn);
    return new Question(id, name, ask, phrase, table, more);
  }
}
