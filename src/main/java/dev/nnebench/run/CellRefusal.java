package dev.nnebench.run;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.results.ParamName;
import dev.nnebench.scenario.Assignments;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.preset.ScenarioParams;
import dev.nnebench.target.ServerLevelRefusal;
import dev.nnebench.target.Target;
import dev.nnebench.target.Transport;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Why a cell cannot run: the driver lacks the algorithm (3DES and MD5 left ojdbc in 23.x), the
 * opened target refuses it, the cell asks for another key schedule than the target runs, or the
 * server's NNE level refuses the cell or its counterpart ({@link ServerLevelRefusal}). A
 * cell that names no encryption or checksum is otherwise never refused; one that does is asked
 * about with defaults for the axes it lacks.
 */
final class CellRefusal {
  private static final Map<String, String> FILL = Map.of(ParamName.DRIVER, "23",
      ParamName.JCE, "true", ParamName.ENCRYPTION, "NONE", ParamName.CHECKSUM,
      "NONE", ParamName.FETCH_SIZE, "1000", ParamName.SHAPE, "tiny",
      ParamName.READ, "getString");

  private CellRefusal() {}

  /** The driver's own refusal only (before a target is open). */
  static Optional<String> byDriver(Map<String, String> cell) {
    return scenario(cell).flatMap(Scenario::refusal);
  }

  /** The target's refusal (and the transport's, {@link TransportRefusal}); {@code target} may
   * be null (none opened). */
  static Optional<String> byTarget(Map<String, String> cell, Target target) {
    Optional<String> transport = TransportRefusal.of(cell, target);
    if (transport.isPresent() || target == null) {
      return transport;
    }
    Optional<String> schedule = bySchedule(cell.get(ParamName.KEY_SCHEDULE), target)
        .or(() -> byServerLevel(cell, target));
    Optional<Scenario> s = scenario(cell);
    if (schedule.isPresent() || s.isEmpty()) {
      return schedule;
    }
    // the reason names the algorithm; the cell label lets the console count the cells
    return target.refusal(s.get()).map(r -> r + " (" + Assignments.text(new java.util.TreeMap<>(
        cell), ", ") + ")");
  }

  /* One target runs one key schedule; only the loopback double can be told to run the legacy one. */
  private static Optional<String> bySchedule(String asked, Target target) {
    if (asked == null) {
      return Optional.empty();
    }
    KeySchedule wanted = KeySchedule.parse(asked);
    if (target.keySchedule().map(wanted::equals).orElse(wanted == KeySchedule.DEFAULT)) {
      return Optional.empty();
    }
    return Optional.of(ParamName.KEY_SCHEDULE + " " + wanted.label() + ": " + (target
        .keySchedule().isEmpty() ? "only the loopback double can be told which key schedule to use"
        : "the target runs the " + target.keyScheduleLabel() + " key schedule in this run; run "
            + wanted.label() + " in a run of its own (-p keySchedule=" + wanted.label() + ")"));
  }

  /* Each side (the cell, its counterpart) against the server's NNE level, if nnebench set it. */
  private static Optional<String> byServerLevel(Map<String, String> cell, Target target) {
    Map<String, String> other = Counterpart.parse(cell.getOrDefault(ParamName.COUNTERPART, ""))
        .applyTo(cell);
    return side("", cell, target).or(() -> side("counterpart ", other, target)
        .filter(r -> !other.equals(cell)));
  }

  private static Optional<String> side(String which, Map<String, String> side, Target target) {
    Transport transport = Transport.parse(side.getOrDefault(ParamName.TRANSPORT, "tcp"));
    return scenario(side).flatMap(s -> ServerLevelRefusal.of(target, s, transport))
        .map(r -> which + r + " (" + Assignments.text(new java.util.TreeMap<>(side), ", ") + ")");
  }

  private static Optional<Scenario> scenario(Map<String, String> cell) {
    if (!cell.containsKey(ParamName.ENCRYPTION) && !cell.containsKey(ParamName.CHECKSUM)) {
      return Optional.empty();
    }
    Map<String, String> full = new HashMap<>(FILL);
    full.putAll(cell);
    return Optional.of(ScenarioParams.toScenario(full));
  }
}
