package dev.nnebench.run;

import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.ParamSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Between parameter sets (what JMH takes: a value list per parameter, run as their cross product)
 * and cells (one value per parameter: one trial). Planning works on cells, so a rule can drop
 * any single combination ({@link ParamSet#expand} gives them); {@link #factor} turns what is left
 * back into as few sets as it can.
 */
final class Cells {
  private Cells() {}

  /**
   * Parameter sets whose cross products are exactly {@code cells}: starting from one set per
   * cell, sets that differ in one parameter only are merged until none do.
   */
  static List<ParamSet> factor(List<Cell> cells) {
    List<ParamSet> sets = new ArrayList<>(cells.stream().map(ParamSet::of).toList());
    boolean merged = true;
    while (merged) {
      merged = false;
      for (Axis<?> axis : axes(sets)) {
        List<ParamSet> next = mergeAlong(sets, axis);
        merged |= next.size() < sets.size();
        sets = next;
      }
    }
    return sets;
  }

  private static Set<Axis<?>> axes(List<ParamSet> sets) {
    Set<Axis<?>> axes = new LinkedHashSet<>();
    sets.forEach(s -> axes.addAll(s.axes()));
    return axes;
  }

  /* Sets equal on every axis but {@code axis} become one set with their values of it joined. */
  private static List<ParamSet> mergeAlong(List<ParamSet> sets, Axis<?> axis) {
    Map<ParamSet, ParamSet> byRest = new LinkedHashMap<>();
    for (ParamSet set : sets) {
      ParamSet rest = set.without(axis);
      ParamSet into = byRest.get(rest);
      if (into == null) {
        byRest.put(rest, set);
      } else {
        Set<String> values = new LinkedHashSet<>(into.values(axis));
        values.addAll(set.values(axis));
        byRest.put(rest, into.with(axis, List.copyOf(values)));
      }
    }
    return new ArrayList<>(byRest.values());
  }
}
