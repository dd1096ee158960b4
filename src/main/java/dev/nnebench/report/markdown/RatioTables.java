package dev.nnebench.report.markdown;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.answer.Answer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Answers of one question as compact tables instead of a bullet per cell: a row per crypto
 * setting, a column per driver and engine (JCE or the driver's own), one table per fetch size.
 */
public final class RatioTables {
  private RatioTables() {}

  /** Tables of {@code answers} split by {@code group} (e.g. fetch size); empty input, no lines. */
  public static List<String> of(List<Answer> answers, Function<Answer, String> group) {
    Map<String, List<Answer>> groups = new LinkedHashMap<>();
    answers.forEach(h -> groups.computeIfAbsent(group.apply(h), k -> new ArrayList<>()).add(h));
    List<String> lines = new ArrayList<>();
    groups.forEach((title, rows) -> lines.addAll(table(title, rows)));
    return lines;
  }

  public static String byFetchSize(Answer h) {
    return "fetchSize " + h.text(Axes.FETCH_SIZE);
  }

  public static String column(Answer h) {
    String engine = h.text(Axes.JCE).equals("false") ? "own AES" : "JCE";
    return "driver " + h.text(Axes.DRIVER) + ", " + engine;
  }

  private static List<String> table(String title, List<Answer> rows) {
    MarkdownTable table = MarkdownTable.pivot("crypto", 1, rows, Answer::crypto,
        RatioTables::column, Answer::shown);
    List<String> lines = new ArrayList<>();
    if (!title.isEmpty()) {
      lines.addAll(List.of("_" + title + "_", ""));
    }
    lines.addAll(table.lines());
    lines.add("");
    return lines;
  }
}
