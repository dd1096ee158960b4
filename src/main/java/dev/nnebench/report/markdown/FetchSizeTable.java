package dev.nnebench.report.markdown;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fetch-size curve as one table: a row per fetch size, a column per crypto setting, CPU
 * seconds per GB in the cells (wall MB/s in the chart). One table per driver, engine and link.
 */
public final class FetchSizeTable {
  private FetchSizeTable() {}

  /* From the run's cells (a paired trial's counterpart side is a cell too), a table per driver
   * and engine. */
  public static List<String> section(List<Answer> cells, List<Trial> trials) {
    List<String> lines = new ArrayList<>();
    if (cells.stream().map(h -> h.text(Axes.FETCH_SIZE)).distinct().count() > 1) {
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

  /* Cells over a link get a table of their own: a delay changes what a fetch size costs. */
  private static String link(Answer h) {
    String rtt = h.text(Axes.RTT);
    String bandwidth = h.text(Axes.BANDWIDTH);
    return (rtt.isEmpty() ? "" : ", RTT " + rtt) + (bandwidth.isEmpty() ? "" : ", " + bandwidth);
  }

  private static List<String> cellTable(String label, List<Answer> group) {
    MarkdownTable table = MarkdownTable.pivot("fetchSize", 0, group,
        h -> h.text(Axes.FETCH_SIZE), Answer::crypto, Answer::shown, FetchSize.ORDER);
    List<String> lines = new ArrayList<>(List.of("", "_" + label + "_", ""));
    lines.addAll(table.lines());
    return lines;
  }
}
