package dev.nnebench.bench.run;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.scenario.ChecksumType;
import dev.nnebench.scenario.EncryptionType;
import dev.nnebench.scenario.ScenarioParams;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Splits benchmark parameters into sets whose cross products hold only combinations a driver
 * can do. JMH always runs the full cross product; 3DES and MD5 exist only up to ojdbc 21, so
 * newer drivers get their own set without them (the preset's sweep prints what was left out).
 */
final class ParamSets {
  private ParamSets() {}

  static List<Map<String, List<String>>> split(Map<String, List<String>> params) {
    List<String> drivers = params.get(ScenarioParams.DRIVER);
    if (drivers == null) {
      return List.of(params);
    }
    List<Map<String, List<String>>> sets = new ArrayList<>();
    for (boolean legacy : new boolean[] {true, false}) {
      List<String> group = drivers.stream()
          .filter(d -> DriverVersion.parse(d).offersLegacyCrypto() == legacy).toList();
      if (!group.isEmpty()) {
        withDrivers(params, group, legacy).ifPresent(sets::add);
      }
    }
    return sets;
  }

  private static java.util.Optional<Map<String, List<String>>> withDrivers(
      Map<String, List<String>> params, List<String> drivers, boolean legacyAllowed) {
    Map<String, List<String>> set = new LinkedHashMap<>(params);
    set.put(ScenarioParams.DRIVER, drivers);
    if (!legacyAllowed) {
      set.computeIfPresent(ScenarioParams.ENCRYPTION,
          (k, v) -> keep(v, e -> !EncryptionType.parse(e).legacy()));
      set.computeIfPresent(ScenarioParams.CHECKSUM,
          (k, v) -> keep(v, c -> !ChecksumType.parse(c).legacy()));
    }
    boolean empty = set.values().stream().anyMatch(List::isEmpty);
    return empty ? java.util.Optional.empty() : java.util.Optional.of(set);
  }

  private static List<String> keep(List<String> values, Predicate<String> allowed) {
    return values.stream().filter(allowed).toList();
  }
}
