package dev.nnebench.report.markdown;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Observed;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ProfileName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Where the time went ({@code bench --profile}): a link per fetch cell to its flame graph and,
 * as text, the fetching thread's samples by component with the top frames of each.
 */
public final class ProfileSection {
  private ProfileSection() {}

  /* One profiled cell: its parameters and the columns naming its profile. */
  private record Profiled(Cell cell, String html, String top, String where) {}

  public static List<String> section(List<Trial> trials) {
    List<Profiled> cells = new ArrayList<>();
    String how = "";
    for (Trial t : trials) {
      if (t.is(Benchmark.FETCH) && LegName.MAIN.ran(t)) {
        Cell own = t.cell();
        add(cells, t, "", own.without(Axes.COUNTERPART));
        add(cells, t, Observed.PEER, own.paired() ? own.peer() : Cell.EMPTY);
        how = how.isEmpty() ? t.get(ProfileName.HOW) : how;
      }
    }
    if (cells.isEmpty()) {
      return List.of();
    }
    Set<Axis<?>> varying = Labels.varyingIn(cells.stream().map(Profiled::cell).toList());
    Map<String, String> lines = new TreeMap<>();
    cells.forEach(p -> lines.putIfAbsent(Labels.of(p.cell(), varying), p.html() + "): **" + p.top()
        + "** first; " + p.where()));
    List<String> bullets = new ArrayList<>();
    lines.forEach((label, rest) -> bullets.add("- [" + label + "](" + rest));
    return Section.of("Where the time went (flame graphs)", "Every fetch cell fetched once more,"
        + " unpaired, in a fork of its own with the profiler on: no figure in this report comes"
        + " from a profiled fork. Each sample of the fetching thread is put in the component of"
        + " its deepest frame a rule knows (driver crypto: oracle.net.aso/ano; JDK crypto: JCE"
        + " providers, digests, their intrinsics; socket I/O; GC: allocation slow paths; driver"
        + " decoding: the rest of oracle.*; nnebench row check: nnebench reading each cell and"
        + " folding it into the row digest that verifies the rows; other: the rest). The"
        + " components' shares are of the fetching thread's CPU (or allocation) outside"
        + " nnebench's own row check, so they describe the driver's fetching work; the row"
        + " check's share of all of it is given apart. Profiler: " + how + ".", bullets, "");
  }

  private static void add(List<Profiled> cells, Trial t, String prefix, Cell cell) {
    String html = t.get(prefix + ProfileName.HTML);
    if (!html.isEmpty() && !cell.isEmpty()) {
      cells.add(new Profiled(cell, html, t.get(prefix + ProfileName.TOP),
          t.get(prefix + ProfileName.WHERE)));
    }
  }

}
