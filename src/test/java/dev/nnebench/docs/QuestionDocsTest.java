package dev.nnebench.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.report.answer.Question;
import dev.nnebench.report.question.Questions;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every question a report can answer is listed by its stable id in docs/report.md, the ids
 * {@code compare} and {@code --baseline} pair answers by.
 */
class QuestionDocsTest {

  @Test
  void everyQuestionIdIsInTheReportGuidesTable() throws IOException {
    List<String> rows = DocsPages.text("report.md").lines()
        .filter(l -> l.startsWith("| `")).toList();
    List<String> missing = Questions.ALL.stream().map(Question::id)
        .filter(id -> rows.stream().noneMatch(row -> DocsPages.names(row, "`" + id + "`")))
        .toList();
    assertEquals(List.of(), missing, "question ids without a row in docs/report.md");
  }
}
