package dev.nnebench.report;

import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * One headline question as bullets: for every trial of a benchmark (on one leg, passing a
 * filter), the ratio of its figure to its counterpart's (same parameters except the changed
 * ones, possibly on another leg).
 */
record Comparison(
    String benchmark,
    String leg,
    Predicate<Trial> filter,
    String peerBenchmark,
    String peerLeg,
    Map<String, String> changes,
    Figure figure) {

  /** Counterparts on the same leg of the same benchmark. */
  static Comparison within(String benchmark, String leg, Predicate<Trial> filter,
      Map<String, String> changes, Figure figure) {
    return new Comparison(benchmark, leg, filter, benchmark, leg, changes, figure);
  }

  /** Counterparts of the same benchmark on another leg. */
  static Comparison acrossLegs(String benchmark, String leg, Predicate<Trial> filter,
      String peerLeg, Figure figure) {
    return new Comparison(benchmark, leg, filter, benchmark, peerLeg, Map.of(), figure);
  }

  /** Markdown bullets, one per trial that has a counterpart; empty when none has. */
  List<String> bullets(List<Trial> all, String verb) {
    List<Trial> subjects = all.stream()
        .filter(t -> t.benchmark().equals(benchmark) && t.leg().equals(leg))
        .filter(filter)
        .toList();
    // name what varies among the subjects, and always what is being compared
    Set<String> varying = new TreeSet<>(Labels.varying(subjects));
    varying.addAll(changes.keySet());
    CounterpartFinder counterparts = new CounterpartFinder(all);
    List<String> lines = new ArrayList<>();
    for (Trial t : subjects) {
      counterparts.of(t, peerBenchmark, peerLeg, changes).ifPresent(peer -> {
        Measured ratio = figure.ratio(t, peer);
        if (ratio.isValid()) {
          String label = varying.isEmpty() ? "" : Labels.of(t, varying) + ": ";
          lines.add("- " + label + verb + " **" + ratio.ratio() + "**");
        }
      });
    }
    return lines;
  }
}
