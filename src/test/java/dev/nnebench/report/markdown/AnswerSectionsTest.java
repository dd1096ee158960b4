package dev.nnebench.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.figure.Measured;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one renderer of the declared questions' tables. */
class AnswerSectionsTest {
  private static final AnswerTable SHARED = AnswerTable.of("Shared", "Why.",
      answers -> answers.stream().map(a -> "- " + a.question() + " " + a.shown()).toList(),
      "nothing ran.");

  private static Question question(String name, AnswerTable table) {
    return Question.of(name, name, (asked, trials) -> List.of(), table);
  }

  private static Answer answer(String question, double ratio) {
    return new Answer(question + " | all", question, question, "all", new Measured(ratio, 0.01),
        Answer.RATIO, true, "", Cell.EMPTY);
  }

  @Test
  void questionsSharingATitleShareOneSectionInDeclarationOrder() {
    RunAnswers run = new RunAnswers(List.of(), List.of(answer("b", 2), answer("a", 1.5)));

    List<String> lines = AnswerSections.lines(List.of(question("a", SHARED), question("b", SHARED)), run);

    assertEquals(List.of("### Shared", "", "Why.", "", "- a 1.50× ± 0.0100",
        "- b 2.00× ± 0.0100", ""), lines);
  }

  @Test
  void anUnansweredQuestionSaysWhyOrIsLeftOutWithoutANote() {
    RunAnswers none = new RunAnswers(List.of(), List.of());
    AnswerTable silent = AnswerTable.of("Silent", "Why.", a -> List.of(), "");

    assertEquals(List.of("### Shared", "", "_Not measured in this run: nothing ran._", ""),
        AnswerSections.lines(List.of(question("a", SHARED)), none));
    assertEquals(List.of(), AnswerSections.lines(List.of(question("a", silent)), none));
  }
}
