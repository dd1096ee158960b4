package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The registry of questions: names and Summary places told apart. */
class QuestionsTest {
  @Test
  void everyQuestionHasANameOfItsOwn() {
    List<String> names = Questions.ALL.stream().map(Question::name).toList();

    assertEquals(names.size(), names.stream().distinct().count(), names.toString());
  }

  @Test
  void everyPhrasedQuestionHasAPlaceOfItsOwnInTheSummary() {
    List<Integer> ranks = Questions.ALL.stream().flatMap(q -> q.phrase().stream())
        .map(Phrase::rank).toList();

    assertEquals(ranks.size(), ranks.stream().distinct().count(), ranks.toString());
    assertEquals(Questions.ALL.size(), ranks.size());
  }
}
