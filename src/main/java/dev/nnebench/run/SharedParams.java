package dev.nnebench.run;

import dev.nnebench.scenario.Assignments;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The parameters that hold one value in every trial of a run (in quick: the levels, key schedule,
 * read, shape and transport). The plan names them once; the per-trial lines leave them out.
 */
final class SharedParams {
  private SharedParams() {}

  /** Each parameter with a single value across {@code legs}, by name. */
  static Map<String, String> of(List<Leg> legs) {
    Map<String, Set<String>> values = new HashMap<>();
    for (Leg leg : legs) {
      leg.params().forEach((name, list) ->
          values.computeIfAbsent(name, n -> new TreeSet<>()).addAll(list));
    }
    Map<String, String> shared = new TreeMap<>();
    values.forEach((name, set) -> {
      if (set.size() == 1) {
        shared.put(name, set.iterator().next());
      }
    });
    return shared;
  }

  /** {@code fixed in this run: a=1, b=2}, or empty when no parameter is shared. */
  static String line(Map<String, String> shared) {
    return shared.isEmpty() ? "" : "fixed in this run: " + Assignments.text(shared, ", ");
  }
}
