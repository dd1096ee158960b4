package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** Finds a trial's counterpart: same benchmark and leg, same parameters except the ones named. */
public final class CounterpartFinder {
  private final List<Trial> trials;

  public CounterpartFinder(List<Trial> trials) {
    this.trials = trials;
  }

  /** The trial like {@code trial} but with {@code changes} (param name to value, any case). */
  public Optional<Trial> of(Trial trial, String benchmark, String leg, Map<String, String> changes) {
    return trials.stream()
        .filter(t -> t.benchmark().equals(benchmark) && t.leg().equals(leg))
        .filter(t -> sameExcept(trial, t, changes))
        .findFirst();
  }

  private static boolean sameExcept(Trial a, Trial b, Map<String, String> changes) {
    for (String column : union(a, b)) {
      if (!column.startsWith(Trial.PARAM)) {
        continue;
      }
      String name = column.substring(Trial.PARAM.length());
      String wanted = changes.containsKey(name) ? changes.get(name) : a.param(name);
      if (!wanted.equalsIgnoreCase(b.param(name))) {
        return false;
      }
    }
    return true;
  }

  private static Set<String> union(Trial a, Trial b) {
    Set<String> columns = new TreeSet<>(a.fields().keySet());
    columns.addAll(b.fields().keySet());
    return columns;
  }
}
