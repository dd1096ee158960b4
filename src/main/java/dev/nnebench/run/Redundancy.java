package dev.nnebench.run;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.results.ParamName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Drops cells whose figures cannot differ from a cell that stays, so a sweep spends its time on
 * answers: with no NNE at all, {@code useJCEAPI} has nothing to choose, and driver 23.x ignores it
 * (one {@code jce=false} cell, the one with the strongest crypto and largest fetch size, still runs
 * to show the provider it reports). A cell is dropped only when its {@code jce=true} twin runs
 * (paired with anything: the twin's counterpart does not matter).
 */
final class Redundancy {

  private Redundancy() {}

  static List<Map<String, String>> prune(List<Map<String, String>> cells, Consumer<String> skipped) {
    List<Map<String, String>> kept = new ArrayList<>();
    Map<String, Map<String, String>> shownOnce = new HashMap<>();
    for (Map<String, String> cell : cells) {
      Optional<String> why = reason(cell, cells, shownOnce);
      why.ifPresentOrElse(skipped, () -> kept.add(cell));
    }
    return kept;
  }

  private static Optional<String> reason(Map<String, String> cell,
      List<Map<String, String>> cells, Map<String, Map<String, String>> shownOnce) {
    if (!"false".equals(cell.get(ParamName.JCE)) || !hasJceTwin(cell, cells)) {
      return Optional.empty();
    }
    if (isNone(cell, ParamName.ENCRYPTION) && isNone(cell, ParamName.CHECKSUM)) {
      return Optional.of("jce=false without NNE: nothing to encrypt, same as jce=true ("
          + label(cell) + ")");
    }
    String driver = cell.get(ParamName.DRIVER);
    if (driver != null && !DriverVersion.parse(driver).honoursUseJceApi()) {
      Map<String, String> shown = shownOnce.computeIfAbsent(driver, d -> strongest(cells, d));
      if (!shown.equals(cell)) {
        return Optional.of("jce=false on driver " + driver + ": it ignores useJCEAPI, shown once"
            + " (" + label(shown) + "), not again (" + label(cell) + ")");
      }
    }
    return Optional.empty();
  }

  /* The jce=false cell of {@code driver} last in preset order (strongest crypto, largest fetch),
   * over plain TCP without a link where the preset has one: a link cell is a network question,
   * and a preset may keep only one pair on its link. */
  private static Map<String, String> strongest(List<Map<String, String>> cells, String driver) {
    List<Map<String, String>> candidates = cells.stream()
        .filter(c -> driver.equals(c.get(ParamName.DRIVER)))
        .filter(c -> "false".equals(c.get(ParamName.JCE)))
        .filter(c -> !isNone(c, ParamName.ENCRYPTION) || !isNone(c, ParamName.CHECKSUM))
        .toList();
    List<Map<String, String>> plain = candidates.stream().filter(Redundancy::atLaterDefaults)
        .toList();
    List<Map<String, String>> from = plain.isEmpty() ? candidates : plain;
    return from.get(from.size() - 1);
  }

  private static boolean atLaterDefaults(Map<String, String> cell) {
    return ParamName.LATER_DEFAULTS.keySet().stream().filter(cell::containsKey)
        .allMatch(name -> ParamName.atLaterDefault(name, cell.get(name)));
  }

  /* A jce=true cell alike in every scenario value; paired with anything (its counterpart). */
  private static boolean hasJceTwin(Map<String, String> cell, List<Map<String, String>> cells) {
    Map<String, String> wanted = withoutPairing(cell);
    wanted.put(ParamName.JCE, "true");
    return cells.stream().anyMatch(c -> withoutPairing(c).equals(wanted));
  }

  private static Map<String, String> withoutPairing(Map<String, String> cell) {
    Map<String, String> key = new java.util.LinkedHashMap<>(cell);
    key.remove(ParamName.COUNTERPART);
    return key;
  }

  private static boolean isNone(Map<String, String> cell, String axis) {
    return "NONE".equalsIgnoreCase(cell.getOrDefault(axis, "NONE"));
  }

  private static String label(Map<String, String> cell) {
    return cell.entrySet().stream()
        .filter(e -> !e.getKey().endsWith("Level"))
        .map(e -> e.getKey() + "=" + e.getValue())
        .reduce((a, b) -> a + ", " + b).orElse("");
  }
}
