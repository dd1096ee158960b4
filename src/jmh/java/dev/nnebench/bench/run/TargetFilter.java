package dev.nnebench.bench.run;

import dev.nnebench.scenario.ScenarioParams;
import dev.nnebench.target.Target;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Drops the encryption and checksum values the opened target refuses (the loopback double has
 * no 3DES), saying why, so a preset runs everything else instead of failing on one algorithm.
 */
final class TargetFilter {
  private static final List<String> FILTERED =
      List.of(ScenarioParams.ENCRYPTION, ScenarioParams.CHECKSUM);

  private TargetFilter() {}

  static List<Map<String, List<String>>> apply(
      List<Map<String, List<String>>> sets, Target target, Consumer<String> skipped) {
    List<Map<String, List<String>>> kept = new ArrayList<>();
    for (Map<String, List<String>> set : sets) {
      Map<String, List<String>> filtered = new LinkedHashMap<>(set);
      for (String axis : FILTERED) {
        filtered.computeIfPresent(axis, (k, values) -> values.stream()
            .filter(v -> refusal(set, axis, v, target).map(r -> {
              skipped.accept(axis + " " + v + ": " + r);
              return false;
            }).orElse(true))
            .toList());
      }
      if (filtered.values().stream().noneMatch(List::isEmpty)) {
        kept.add(filtered);
      }
    }
    return kept;
  }

  /* A scenario with the first value of every other axis; what the target says about it. */
  private static Optional<String> refusal(
      Map<String, List<String>> set, String axis, String value, Target target) {
    Map<String, String> probe = new HashMap<>();
    for (String name : ScenarioParams.ALL) {
      List<String> values = set.get(name);
      if (values != null && !values.isEmpty()) {
        probe.put(name, values.get(0));
      }
    }
    probe.put(axis, value);
    try {
      return target.refusal(ScenarioParams.toScenario(probe));
    } catch (IllegalArgumentException incomplete) {
      return Optional.empty(); // not a full scenario: the fork's own check decides
    }
  }
}
