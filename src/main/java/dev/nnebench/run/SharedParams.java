package dev.nnebench.run;

import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The parameters that hold one value in every trial of a run (in quick: the levels, key schedule,
 * read, shape and transport). The plan names them once; the per-trial lines leave them out.
 */
final class SharedParams {
  private SharedParams() {}

  /** Each parameter with a single value across {@code legs}, as a cell in name order. */
  static Cell of(List<Leg> legs) {
    Map<Axis<?>, Set<String>> values = new HashMap<>();
    for (Leg leg : legs) {
      leg.params().forEach((axis, list) ->
          values.computeIfAbsent(axis, a -> new TreeSet<>()).addAll(list));
    }
    Cell shared = Cell.EMPTY;
    for (Axis<?> axis : Axes.ALL.stream().sorted(java.util.Comparator.comparing(Axis::name))
        .toList()) {
      Set<String> set = values.get(axis);
      if (set != null && set.size() == 1) {
        shared = shared.withText(axis, set.iterator().next());
      }
    }
    return shared;
  }

  /** {@code fixed in this run: a=1, b=2}, or empty when no parameter is shared. */
  static String line(Cell shared) {
    return shared.isEmpty() ? "" : "fixed in this run: " + shared.joined(", ");
  }
}
