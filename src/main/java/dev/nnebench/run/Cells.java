package dev.nnebench.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Between parameter sets (what JMH takes: a value list per parameter, run as their cross product)
 * and cells (one value per parameter: one trial). Planning works on cells, so a rule can drop
 * any single combination; {@link #factor} turns what is left back into as few sets as it can.
 */
final class Cells {
  private Cells() {}

  /** Every combination of {@code set}, in the order of its lists. */
  static List<Map<String, String>> expand(Map<String, List<String>> set) {
    List<Map<String, String>> cells = new ArrayList<>();
    cells.add(new LinkedHashMap<>());
    for (Map.Entry<String, List<String>> axis : set.entrySet()) {
      List<Map<String, String>> next = new ArrayList<>();
      for (Map<String, String> cell : cells) {
        for (String value : axis.getValue()) {
          Map<String, String> grown = new LinkedHashMap<>(cell);
          grown.put(axis.getKey(), value);
          next.add(grown);
        }
      }
      cells = next;
    }
    return cells;
  }

  /**
   * Parameter sets whose cross products are exactly {@code cells}: starting from one set per
   * cell, sets that differ in one parameter only are merged until none do.
   */
  static List<Map<String, List<String>>> factor(List<Map<String, String>> cells) {
    List<Map<String, List<String>>> sets = new ArrayList<>();
    for (Map<String, String> cell : cells) {
      Map<String, List<String>> set = new LinkedHashMap<>();
      cell.forEach((k, v) -> set.put(k, List.of(v)));
      sets.add(set);
    }
    boolean merged = true;
    while (merged) {
      merged = false;
      for (String axis : axes(sets)) {
        List<Map<String, List<String>>> next = mergeAlong(sets, axis);
        merged |= next.size() < sets.size();
        sets = next;
      }
    }
    return sets;
  }

  private static Set<String> axes(List<Map<String, List<String>>> sets) {
    Set<String> axes = new LinkedHashSet<>();
    sets.forEach(s -> axes.addAll(s.keySet()));
    return axes;
  }

  /* Sets equal on every axis but {@code axis} become one set with their values of it joined. */
  private static List<Map<String, List<String>>> mergeAlong(
      List<Map<String, List<String>>> sets, String axis) {
    Map<Map<String, List<String>>, Map<String, List<String>>> byRest = new LinkedHashMap<>();
    for (Map<String, List<String>> set : sets) {
      Map<String, List<String>> rest = new LinkedHashMap<>(set);
      rest.remove(axis);
      Map<String, List<String>> into = byRest.get(rest);
      if (into == null) {
        byRest.put(rest, new LinkedHashMap<>(set));
      } else {
        Set<String> values = new LinkedHashSet<>(into.get(axis));
        values.addAll(set.get(axis));
        into.put(axis, List.copyOf(values));
      }
    }
    return new ArrayList<>(byRest.values());
  }
}
