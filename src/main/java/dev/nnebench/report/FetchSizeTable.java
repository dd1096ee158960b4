package dev.nnebench.report;

import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The fetch-size curve as one table: a row per fetch size, a column per crypto setting, CPU
 * seconds per GB in the cells (wall MB/s in the chart). One table per combination of the other
 * parameters that vary.
 */
final class FetchSizeTable {
  private static final Set<String> AXES =
      Set.of(ParamName.FETCH_SIZE, ParamName.ENCRYPTION, ParamName.CHECKSUM);

  private FetchSizeTable() {}

  /* From the run's cells (a paired trial's counterpart side is a cell too), a table per driver
   * and engine. */
  static List<String> section(List<Answer> answers, List<Trial> trials) {
    List<Answer> cells = answers.stream().filter(h -> h.question().equals(Answers.CELL))
        .toList();
    List<String> lines = new ArrayList<>();
    if (cells.stream().map(h -> h.param(ParamName.FETCH_SIZE)).distinct().count() > 1) {
      Map<String, List<Answer>> byColumn = new LinkedHashMap<>();
      cells.forEach(h -> byColumn.computeIfAbsent(RatioTables.column(h) + link(h),
          k -> new ArrayList<>()).add(h));
      byColumn.forEach((label, group) -> lines.addAll(cellTable(label, group)));
    }
    List<String> memory = FetchMemoryTable.lines(FetchMemory.sides(trials));
    lines.addAll(memory);
    return Section.of("Fetch-size curve (1 .. 100,000 rows per round trip)",
        "CPU seconds per GB of the fetching thread by fetch size and crypto setting"
            + " (encryption + checksum)" + (memory.isEmpty() ? "." : ", then every cell's time"
            + " beside what it allocates and the heap it holds."), lines,
        "FetchThroughput ran with one fetch size only.");
  }

  /** The trials split by every varying parameter that is not an axis of the table. */
  static Map<String, List<Trial>> groups(List<Trial> fetches) {
    Set<String> others = new TreeSet<>(Labels.varying(fetches));
    others.removeAll(AXES);
    others.remove(ParamName.COUNTERPART); // a paired trial's own side is the cell shown
    Map<String, List<Trial>> groups = new LinkedHashMap<>();
    for (Trial t : fetches) {
      groups.computeIfAbsent(Labels.of(t, others), k -> new ArrayList<>()).add(t);
    }
    return groups;
  }

  /* Cells over a link get a table of their own: a delay changes what a fetch size costs. */
  private static String link(Answer h) {
    String rtt = h.param(ParamName.RTT);
    String bandwidth = h.param(ParamName.BANDWIDTH);
    return (rtt.isEmpty() ? "" : ", RTT " + rtt) + (bandwidth.isEmpty() ? "" : ", " + bandwidth);
  }

  static String crypto(Trial t) {
    return TlsQuestions.label(t.param(ParamName.TRANSPORT))
        .orElse(t.param(ParamName.ENCRYPTION) + " + " + t.param(ParamName.CHECKSUM));
  }

  private static List<String> cellTable(String label, List<Answer> group) {
    Set<String> columns = new LinkedHashSet<>();
    Map<String, Map<String, String>> rows = new TreeMap<>(FetchSize.ORDER);
    for (Answer h : group) {
      columns.add(h.crypto());
      rows.computeIfAbsent(h.param(ParamName.FETCH_SIZE),
          k -> new LinkedHashMap<>())
          .put(h.crypto(), h.shown());
    }
    List<String> lines = new ArrayList<>(List.of("", "_" + label + "_", ""));
    lines.add("| fetchSize | " + String.join(" | ", columns) + " |");
    lines.add("|---:|" + "---:|".repeat(columns.size()));
    rows.forEach((size, byCrypto) -> lines.add("| " + size + " | " + String.join(" | ",
        columns.stream().map(c -> byCrypto.getOrDefault(c, "")).toList()) + " |"));
    return lines;
  }
}
