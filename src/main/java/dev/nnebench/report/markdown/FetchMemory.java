package dev.nnebench.report.markdown;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.report.figure.Figure;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.MemoryName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * What each fetch cell costs in time and in memory, side by side: the fetching thread's CPU per
 * GB and the wall time per fetch beside the bytes it allocated (per fetch, per row, per GB
 * fetched), the heap one open result set retains at that fetch size, and the JVM's collections.
 * A paired trial's two sides are two cells; a cell fetched in several trials is their mean.
 */
final class FetchMemory {
  private FetchMemory() {}

  /** One side of one trial. */
  record Side(Cell cell, double cpuPerGb, double wallMs, double perFetch,
      double perRow, double perGb, double heap, double gcPerSecond, double gcMsPerSecond) {}

  static List<Side> sides(List<Trial> trials) {
    List<Side> out = new ArrayList<>();
    for (Trial t : trials) {
      if (!t.is(Benchmark.FETCH) || !LegName.MAIN.ran(t)
          || t.get(MemoryName.PER_FETCH).isEmpty()) { // older rows do not record it
        continue;
      }
      Cell own = t.cell();
      out.add(side(t, own.without(Axes.COUNTERPART), "", t.observed(), Figures.CPU_PER_GB));
      if (own.paired() && t.aux(MemoryName.ALLOC_BYTES + MemoryName.PEER).isPresent()) {
        out.add(side(t, own.peer(), MemoryName.PEER, t.observed().peer(),
            Figures.PEER_CPU_PER_GB));
      }
    }
    return out;
  }

  private static Side side(Trial t, Cell cell, String suffix, Observed observed, Figure cpu) {
    double fetches = t.score();
    return new Side(cell, cpu.of(t).value(),
        value(t.aux(Figures.WALL_NANOS + suffix)) / fetches / 1e6,
        number(t.get(MemoryName.PER_FETCH + suffix)), number(t.get(MemoryName.PER_ROW + suffix)),
        number(t.get(MemoryName.PER_GB + suffix)),
        observed.get(Facts.HEAP_RETAINED).map(Long::doubleValue).orElse(Double.NaN),
        value(t.aux(MemoryName.GC_COUNT)), value(t.aux(MemoryName.GC_MILLIS)));
  }

  private static double value(OptionalDouble d) {
    return d.orElse(Double.NaN);
  }

  static double number(String text) {
    try {
      return text.isBlank() ? Double.NaN : Double.parseDouble(text);
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }
}
