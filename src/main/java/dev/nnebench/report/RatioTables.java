package dev.nnebench.report;

import dev.nnebench.results.ParamName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Answers of one question as compact tables instead of a bullet per cell: a row per crypto
 * setting, a column per driver and engine (JCE or the driver's own), one table per fetch size.
 */
final class RatioTables {
  private RatioTables() {}

  /** Tables of {@code answers} split by {@code group} (e.g. fetch size); empty input, no lines. */
  static List<String> of(List<Answer> answers, Function<Answer, String> group) {
    Map<String, List<Answer>> groups = new LinkedHashMap<>();
    answers.forEach(h -> groups.computeIfAbsent(group.apply(h), k -> new ArrayList<>()).add(h));
    List<String> lines = new ArrayList<>();
    groups.forEach((title, rows) -> lines.addAll(table(title, rows)));
    return lines;
  }

  static String byFetchSize(Answer h) {
    return "fetchSize " + h.param(ParamName.FETCH_SIZE);
  }

  static String column(Answer h) {
    String engine = h.param(ParamName.JCE).equals("false") ? "own AES" : "JCE";
    return "driver " + h.param(ParamName.DRIVER) + ", " + engine;
  }

  private static List<String> table(String title, List<Answer> rows) {
    Set<String> columns = new LinkedHashSet<>();
    Map<String, Map<String, String>> cells = new LinkedHashMap<>();
    for (Answer h : rows) {
      columns.add(column(h));
      cells.computeIfAbsent(h.crypto(), k -> new LinkedHashMap<>()).put(column(h), h.shown());
    }
    List<String> lines = new ArrayList<>();
    if (!title.isEmpty()) {
      lines.addAll(List.of("_" + title + "_", ""));
    }
    lines.add("| crypto | " + String.join(" | ", columns) + " |");
    lines.add("|---|" + "---:|".repeat(columns.size()));
    cells.forEach((crypto, byColumn) -> lines.add("| " + crypto + " | " + String.join(" | ",
        columns.stream().map(c -> byColumn.getOrDefault(c, "")).toList()) + " |"));
    lines.add("");
    return lines;
  }
}
