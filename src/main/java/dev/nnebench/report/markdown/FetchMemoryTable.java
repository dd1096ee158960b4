package dev.nnebench.report.markdown;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.scenario.FetchSize;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * The fetch-size curve's memory beside its time: a row per cell and fetch size, so a fetch size
 * too large shows as heap and allocation that grow while the time no longer falls.
 */
final class FetchMemoryTable {
  private FetchMemoryTable() {}

  /** The table's lines, empty when no fetch row counted its allocation. */
  static List<String> lines(List<FetchMemory.Side> sides) {
    if (sides.isEmpty()) {
      return List.of();
    }
    Set<Axis<?>> varying = varying(sides);
    Map<String, Map<String, List<FetchMemory.Side>>> rows = new TreeMap<>();
    for (FetchMemory.Side s : sides) {
      rows.computeIfAbsent(label(s, varying), k -> new TreeMap<>(FetchSize.ORDER))
          .computeIfAbsent(Labels.text(s.cell(), Axes.FETCH_SIZE),
              k -> new ArrayList<>()).add(s);
    }
    MarkdownTable table = MarkdownTable.of(List.of("cell", "fetchSize", "CPU s/GB",
        "wall ms/fetch", "allocated/fetch", "allocated/row", "allocated/GB", "heap retained",
        "GC/s (ms/s)"), 1);
    rows.forEach((label, bySize) -> bySize.forEach((size, group) -> table.row(List.of(label,
        size, fixed(mean(group, FetchMemory.Side::cpuPerGb), 2),
        fixed(mean(group, FetchMemory.Side::wallMs), 1),
        bytes(mean(group, FetchMemory.Side::perFetch)),
        bytes(mean(group, FetchMemory.Side::perRow)),
        bytes(mean(group, FetchMemory.Side::perGb)),
        bytes(mean(group, FetchMemory.Side::heap)),
        fixed(mean(group, FetchMemory.Side::gcPerSecond), 1) + " ("
            + fixed(mean(group, FetchMemory.Side::gcMsPerSecond), 1) + ")"))));
    List<String> out = new ArrayList<>(List.of("", "_Time and memory by fetch size (allocated:"
        + " by the fetching thread; heap: retained by one open result set after a full GC; GC:"
        + " the fork's collections per second of fetching)_", ""));
    out.addAll(table.lines());
    return out;
  }

  /* The parameters that tell cells apart, fetch size (a column) and levels left out. */
  private static Set<Axis<?>> varying(List<FetchMemory.Side> sides) {
    Set<Axis<?>> axes = Labels.varyingIn(sides.stream().map(FetchMemory.Side::cell).toList());
    axes.removeAll(List.of(Axes.FETCH_SIZE, Axes.ENCRYPTION_LEVEL, Axes.CHECKSUM_LEVEL));
    return axes;
  }

  private static String label(FetchMemory.Side s, Set<Axis<?>> axes) {
    return Labels.of(s.cell(), axes);
  }

  private static double mean(List<FetchMemory.Side> group, ToDoubleFunction<FetchMemory.Side> f) {
    return group.stream().mapToDouble(f).filter(Double::isFinite).average().orElse(Double.NaN);
  }

  private static String fixed(double v, int places) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%." + places + "f", v) : "n/a";
  }

  /** {@code 812 B}, {@code 12.3 KB}, {@code 4.56 MB}, {@code 1.23 GB} (powers of 1000). */
  static String bytes(double v) {
    if (!Double.isFinite(v)) {
      return "n/a";
    }
    String[] units = {"B", "KB", "MB", "GB", "TB"};
    int i = 0;
    while (Math.abs(v) >= 1000 && i < units.length - 1) {
      v /= 1000;
      i++;
    }
    return String.format(Locale.ROOT, i == 0 ? "%.0f %s" : "%.3g %s", v, units[i]);
  }
}
