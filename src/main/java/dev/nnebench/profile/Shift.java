package dev.nnebench.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * How two profiles' components differ, largest change first: what a differential flame graph
 * shows, as one line of text ({@code driver crypto 76 % -> 6 %, JDK crypto 4 % -> 28 %, ...}).
 */
public final class Shift {
  private Shift() {}

  public static String text(Breakdown first, Breakdown second) {
    Map<Component, double[]> both = new EnumMap<>(Component.class);
    first.shares().forEach(s -> both.computeIfAbsent(s.component(), c -> new double[2])[0] =
        s.fraction());
    second.shares().forEach(s -> both.computeIfAbsent(s.component(), c -> new double[2])[1] =
        s.fraction());
    List<Map.Entry<Component, double[]>> changes = new ArrayList<>(both.entrySet());
    changes.sort(Comparator.comparingDouble((Map.Entry<Component, double[]> e) ->
        Math.abs(e.getValue()[0] - e.getValue()[1])).reversed());
    List<String> parts = new ArrayList<>();
    changes.forEach(e -> parts.add(e.getKey().label() + " " + Breakdown.percent(e.getValue()[0])
        + " -> " + Breakdown.percent(e.getValue()[1])));
    return String.join(", ", parts);
  }
}
