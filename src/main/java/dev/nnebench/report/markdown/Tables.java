package dev.nnebench.report.markdown;

import dev.nnebench.cell.Axis;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every trial in full: one table per benchmark and leg, a column per varying parameter, the JMH
 * score with its error, and for fetches the derived per-GB and per-cell figures and what was
 * negotiated. Parameters that are the same for the whole table are named above it.
 */
public final class Tables {
  private Tables() {}

  public static List<String> section(List<Trial> trials) {
    Map<String, List<Trial>> groups = new LinkedHashMap<>();
    trials.forEach(t -> groups.computeIfAbsent(t.benchmark() + " [" + t.leg() + "]",
        k -> new ArrayList<>()).add(t));
    List<String> lines = new ArrayList<>(List.of("## Full tables", ""));
    groups.forEach((title, group) -> lines.addAll(table(title, group)));
    return lines;
  }

  private static List<String> table(String title, List<Trial> group) {
    Set<Axis<?>> varying = Labels.varying(group);
    List<String> negotiated = negotiatedColumns(group);
    boolean fetch = group.get(0).is(Benchmark.FETCH);
    List<String> header = new ArrayList<>(varying.stream().map(Axis::name).toList());
    header.add("score (" + group.get(0).unit() + ")");
    if (fetch) {
      header.addAll(List.of("CPU s/GB", "CPU ms/M cells", "wall MB/s"));
    }
    // "negotiated X" beside the asked-for parameter X: what the driver reported it got
    negotiated.forEach(c -> header.add("negotiated " + c.substring(Trial.NEGOTIATED.length())));
    List<String> lines = new ArrayList<>(List.of("### " + title, ""));
    String constants = constants(group, varying);
    if (!constants.isEmpty()) {
      lines.addAll(List.of("Same in every row: " + constants, ""));
    }
    MarkdownTable table = MarkdownTable.of(header, header.size());
    for (Trial t : group) {
      List<String> cells = new ArrayList<>();
      varying.forEach(a -> cells.add(Labels.text(t.cell(), a)));
      cells.add(Figures.score(t).plain());
      if (fetch) {
        cells.add(Figures.cpuSecondsPerGb(t).plain());
        cells.add(Figures.cpuMsPerMillionCells(t).plain());
        cells.add(Figures.wallMegabytesPerSecond(t).plain());
      }
      negotiated.forEach(c -> cells.add(t.get(c)));
      table.row(cells);
    }
    lines.addAll(table.lines());
    lines.add("");
    return lines;
  }

  private static List<String> negotiatedColumns(List<Trial> group) {
    Set<String> columns = new TreeSet<>();
    // rows read back from results.csv carry every column; empty in every row: not this table's
    group.forEach(t -> t.fields().keySet().stream()
        .filter(c -> c.startsWith(Trial.NEGOTIATED) && !t.get(c).isEmpty())
        .forEach(columns::add));
    return List.copyOf(columns);
  }

  private static String constants(List<Trial> group, Set<Axis<?>> varying) {
    Set<Axis<?>> same = new LinkedHashSet<>();
    // rows read back from results.csv carry every column; the cell leaves the empty ones out
    group.get(0).cell().axes().stream().filter(a -> !varying.contains(a)).forEach(same::add);
    return same.isEmpty() ? "" : Labels.of(group.get(0), same);
  }
}
