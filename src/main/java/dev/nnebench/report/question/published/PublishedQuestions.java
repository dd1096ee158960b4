package dev.nnebench.report.question.published;

import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Question;

/** "Published vs measured": this run's answer to each ratio a public write-up reported. */
public final class PublishedQuestions {
  public static final Question PUBLISHED = Question.of("published", "published vs measured",
      PublishedSection::answers, AnswerTable.written("Published vs measured",
          run -> PublishedSection.section(run.trials())));

  private PublishedQuestions() {}
}
