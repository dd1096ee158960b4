package dev.nnebench.bench.run;

import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.ScenarioParams;
import dev.nnebench.target.Target;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Why a cell cannot run: the driver lacks the algorithm (3DES and MD5 left ojdbc in 23.x), or the
 * opened target refuses it (the loopback double has no 3DES). A cell that names no encryption or
 * checksum is never refused; one that does is asked about with defaults for the axes it lacks.
 */
final class CellRefusal {
  private static final Map<String, String> FILL = Map.of(ScenarioParams.DRIVER, "23",
      ScenarioParams.JCE, "true", ScenarioParams.ENCRYPTION, "NONE", ScenarioParams.CHECKSUM,
      "NONE", ScenarioParams.FETCH_SIZE, "1000", ScenarioParams.SHAPE, "tiny",
      ScenarioParams.READ, "getString");

  private CellRefusal() {}

  /** The driver's own refusal only (before a target is open). */
  static Optional<String> byDriver(Map<String, String> cell) {
    return scenario(cell).flatMap(Scenario::refusal);
  }

  /** The target's refusal; {@code target} may be null (none opened). */
  static Optional<String> byTarget(Map<String, String> cell, Target target) {
    Optional<Scenario> s = scenario(cell);
    if (s.isEmpty() || target == null) {
      return Optional.empty();
    }
    return target.refusal(s.get()).map(r -> ScenarioParams.ENCRYPTION + " "
        + s.get().encryption().driverName() + ": " + r);
  }

  private static Optional<Scenario> scenario(Map<String, String> cell) {
    if (!cell.containsKey(ScenarioParams.ENCRYPTION) && !cell.containsKey(ScenarioParams.CHECKSUM)) {
      return Optional.empty();
    }
    Map<String, String> full = new HashMap<>(FILL);
    full.putAll(cell);
    return Optional.of(ScenarioParams.toScenario(full));
  }
}
