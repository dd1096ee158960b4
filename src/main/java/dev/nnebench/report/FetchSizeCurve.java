package dev.nnebench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashSet;
import java.util.TreeMap;
import java.util.Set;
import java.util.TreeSet;

/**
 * The fetch-size curve as one table: a row per fetch size, a column per crypto setting, CPU
 * seconds per GB in the cells (wall MB/s in the chart). One table per combination of the other
 * parameters that vary.
 */
final class FetchSizeCurve {
  static final String FETCH_SIZE = "fetchSize";
  private static final Set<String> AXES =
      Set.of(FETCH_SIZE, FetchAnswers.ENCRYPTION, FetchAnswers.CHECKSUM);

  private FetchSizeCurve() {}

  static List<String> section(List<Trial> trials) {
    List<Trial> fetches = trials.stream()
        .filter(t -> t.benchmark().equals(FetchAnswers.FETCH) && t.leg().equals("main"))
        .toList();
    List<String> lines = new ArrayList<>();
    if (fetches.stream().map(t -> t.param(FETCH_SIZE)).distinct().count() > 1) {
      groups(fetches).forEach((label, group) -> lines.addAll(table(label, group)));
    }
    return Section.of("Fetch-size curve (1 .. 100,000 rows per round trip)",
        "CPU seconds per GB of the fetching thread by fetch size and crypto setting"
            + " (encryption + checksum).", lines, "FetchThroughput ran with one fetch size only.");
  }

  /** The trials split by every varying parameter that is not an axis of the table. */
  static Map<String, List<Trial>> groups(List<Trial> fetches) {
    Set<String> others = new TreeSet<>(Labels.varying(fetches));
    others.removeAll(AXES);
    others.remove(Figures.COUNTERPART); // a paired trial's own side is the cell shown
    Map<String, List<Trial>> groups = new LinkedHashMap<>();
    for (Trial t : fetches) {
      groups.computeIfAbsent(Labels.of(t, others), k -> new ArrayList<>()).add(t);
    }
    return groups;
  }

  static String crypto(Trial t) {
    return t.param(FetchAnswers.ENCRYPTION) + " + " + t.param(FetchAnswers.CHECKSUM);
  }

  private static List<String> table(String label, List<Trial> group) {
    Set<String> columns = new LinkedHashSet<>();
    Map<Integer, Map<String, Trial>> rows = new TreeMap<>();
    for (Trial t : group) {
      columns.add(crypto(t));
      rows.computeIfAbsent(Integer.parseInt(t.param(FETCH_SIZE)), k -> new LinkedHashMap<>())
          .put(crypto(t), t);
    }
    List<String> lines = new ArrayList<>(List.of("", "_" + label + "_", ""));
    lines.add("| fetchSize | " + String.join(" | ", columns) + " |");
    lines.add("|---:|" + "---:|".repeat(columns.size()));
    rows.forEach((size, byCrypto) -> lines.add("| " + size + " | " + String.join(" | ",
        columns.stream().map(c -> cell(byCrypto.get(c))).toList()) + " |"));
    return lines;
  }

  private static String cell(Trial t) {
    return t == null ? "" : Figures.cpuSecondsPerGb(t).with("s/GB");
  }
}
