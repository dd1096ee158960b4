package dev.nnebench.report.question;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.report.answer.Phrase;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.SummaryPlace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The registry of questions: ids, names and Summary places told apart. */
class QuestionsTest {
  @Test
  void everyQuestionHasAnIdAndANameOfItsOwn() {
    List<String> ids = Questions.ALL.stream().map(Question::id).toList();
    List<String> names = Questions.ALL.stream().map(Question::name).toList();

    assertEquals(ids.size(), ids.stream().distinct().count(), ids.toString());
    assertEquals(names.size(), names.stream().distinct().count(), names.toString());
  }

  @Test
  void everyPhrasedQuestionHasAPlaceOfItsOwnInTheSummary() {
    List<SummaryPlace> places = Questions.ALL.stream().flatMap(q -> q.phrase().stream())
        .map(Phrase::place).toList();

    assertEquals(places.size(), places.stream().distinct().count(), places.toString());
    assertEquals(SummaryPlace.values().length - 1, places.size(), "every place but UNTOLD");
  }

  @Test
  void everyQuestionHasItsPlaceInReportMdOnce() {
    List<String> laidOut = Questions.laidOut().stream().map(Question::id).sorted().toList();

    assertEquals(Questions.ALL.stream().map(Question::id).sorted().toList(), laidOut);
  }
}
