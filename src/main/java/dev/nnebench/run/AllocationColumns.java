package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.results.MemoryName;
import dev.nnebench.results.Row;
import dev.nnebench.results.Trial;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * A fetch row's allocation per fetch, per row and per GB, for each side, from its per-second
 * counters (JMH's means over the measured iterations): the fetching thread's own allocation,
 * counted by HotSpot per thread, so a paired trial's two sides are told apart, which JMH's
 * {@code gc} profiler (the whole JVM's allocation per operation) cannot do.
 */
final class AllocationColumns {
  private static final double GB = 1e9;

  private AllocationColumns() {}

  static Row of(Trial row) {
    Row out = new Row();
    OptionalDouble fetches = OptionalDouble.of(row.score());
    side(out, row, "", fetches, row.aux("rows"));
    if (!row.cell().counterpart().changes().has(Axes.SHAPE)) {
      side(out, row, MemoryName.PEER, fetches, row.aux("rows")); // the same rows, counted once
    } else {
      side(out, row, MemoryName.PEER, fetches, OptionalDouble.empty());
    }
    return out;
  }

  private static void side(Row out, Trial row, String side,
      OptionalDouble fetches, OptionalDouble rows) {
    OptionalDouble alloc = row.aux(MemoryName.ALLOC_BYTES + side);
    if (alloc.isEmpty()) {
      return;
    }
    put(out, MemoryName.PER_FETCH + side, alloc, fetches, 1);
    put(out, MemoryName.PER_ROW + side, alloc, rows, 1);
    put(out, MemoryName.PER_GB + side, alloc, row.aux("bytes" + side), GB);
  }

  private static void put(Row out, String column, OptionalDouble top,
      OptionalDouble bottom, double factor) {
    if (bottom.isPresent() && bottom.getAsDouble() > 0) {
      out.put(column, String.format(Locale.ROOT, "%.1f", top.getAsDouble()
          / bottom.getAsDouble() * factor));
    }
  }
}
