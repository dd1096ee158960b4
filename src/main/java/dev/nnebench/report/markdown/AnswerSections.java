package dev.nnebench.report.markdown;

import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.RunAnswers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one way a question's answers become report.md lines: a section per table title (questions
 * sharing one in declaration order), its explanation, every question's rows, the lines the table
 * adds from the run, or the note that the run did not measure it.
 */
public final class AnswerSections {
  private AnswerSections() {}

  /** The lines of the sections of {@code questions} for {@code run}. */
  public static List<String> lines(List<Question> questions, RunAnswers run) {
    Map<String, List<Question>> byTitle = new LinkedHashMap<>();
    questions.forEach(q -> byTitle.computeIfAbsent(q.table().title(), k -> new ArrayList<>())
        .add(q));
    List<String> lines = new ArrayList<>();
    byTitle.values().forEach(shared -> lines.addAll(section(shared, run)));
    return lines;
  }

  private static List<String> section(List<Question> shared, RunAnswers run) {
    AnswerTable table = shared.get(0).table();
    if (!table.framed()) {
      return table.more().apply(run);
    }
    List<String> rows = new ArrayList<>();
    shared.forEach(q -> rows.addAll(q.table().rows().apply(run.to(q.id()))));
    rows.addAll(table.more().apply(run));
    if (rows.isEmpty() && table.whenEmpty().isEmpty()) {
      return List.of();
    }
    return Section.of(table.title(), table.intro().apply(run), rows, table.whenEmpty());
  }
}
