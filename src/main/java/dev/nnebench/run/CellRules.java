package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.preset.SkipRule;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.ServerProfile;
import dev.nnebench.target.ServerLevelRefusal;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import java.util.Optional;

/**
 * Every rule that keeps a cell from running, in the order the plan asks them: the driver lacks
 * the algorithm (3DES and MD5 left ojdbc in 23.x; silent, the preset's sweep said so), the preset
 * skips it, its pool is larger than its threads ({@link PoolCells}), its compression threshold
 * ({@link CompressionCells}), its transport refuses it
 * ({@link TransportRefusal}); then, on an opened target, another key schedule than the target
 * runs, the server's NNE level ({@link ServerLevelRefusal}), a server MODEL on a target other
 * than the loopback double, and the target's own refusal. A cell
 * that names no encryption or checksum is never asked about its scenario; one that does is
 * asked with NONE for the one it lacks.
 */
final class CellRules {
  private CellRules() {}

  /** The rules that need no target: driver, the preset's {@code skip}, pool. */
  static CellRule beforeTarget(SkipRule skip) {
    CellRule driver = CellRules::byDriver;
    return driver
        .or(cell -> skip.reason(cell).map(Refusal::reported))
        .or(cell -> PoolCells.refusal(cell).map(Refusal::reported))
        .or(CompressionCells::refusal);
  }

  /** The rules of {@code target} ({@code null}: none opened, the transport's rules only). */
  static CellRule on(Target target) {
    return cell -> byTarget(cell, target).map(Refusal::reported);
  }

  static Optional<Refusal> byDriver(Cell cell) {
    return scenario(cell).flatMap(Scenario::refusal).map(Refusal::silent);
  }

  static Optional<String> byTarget(Cell cell, Target target) {
    Optional<String> transport = TransportRefusal.of(cell, target);
    if (transport.isPresent() || target == null) {
      return transport;
    }
    Optional<String> other = bySchedule(cell, target).or(() -> byServerLevel(cell, target))
        .or(() -> byServerModel(cell, target));
    Optional<Scenario> s = scenario(cell);
    if (other.isPresent() || s.isEmpty()) {
      return other;
    }
    // the reason names the algorithm; the cell label lets the console count the cells
    return target.refusal(s.get()).map(r -> r + " (" + cell.sorted(", ") + ")");
  }

  /* One target runs one key schedule; only the loopback double can be told to run the legacy one. */
  private static Optional<String> bySchedule(Cell cell, Target target) {
    Optional<KeySchedule> asked = cell.find(Axes.KEY_SCHEDULE);
    if (asked.isEmpty()) {
      return Optional.empty();
    }
    KeySchedule wanted = asked.get();
    if (target.keySchedule().map(wanted::equals).orElse(wanted == KeySchedule.DEFAULT)) {
      return Optional.empty();
    }
    return Optional.of(Axes.KEY_SCHEDULE.name() + " " + wanted.label() + ": " + (target
        .keySchedule().isEmpty() ? "only the loopback double can be told which key schedule to use"
        : "the target runs the " + target.keyScheduleLabel() + " key schedule in this run; run "
            + wanted.label() + " in a run of its own (-p keySchedule=" + wanted.label() + ")"));
  }

  /* A server MODEL stands behind the loopback double only (a fork starts one with it). */
  private static Optional<String> byServerModel(Cell cell, Target target) {
    Optional<ServerProfile> asked = cell.find(Axes.SERVER).filter(p -> !p.isNone());
    if (asked.isEmpty() || target.kind() == TargetKind.LOOPBACK) {
      return Optional.empty();
    }
    return Optional.of(Axes.SERVER.name() + " " + asked.get().label() + ": a server MODEL runs"
        + " behind the loopback double only; run it with --target loopback, or -p server=none here");
  }

  /* Each side (the cell, its counterpart) against the server's NNE level, if nnebench set it. */
  private static Optional<String> byServerLevel(Cell cell, Target target) {
    Cell other = cell.counterpart().applyTo(cell);
    return side("", cell, target).or(() -> side("counterpart ", other, target)
        .filter(r -> !other.equals(cell)));
  }

  private static Optional<String> side(String which, Cell side, Target target) {
    return scenario(side).flatMap(s -> ServerLevelRefusal.of(target, s, side.get(Axes.TRANSPORT)))
        .map(r -> which + r + " (" + side.sorted(", ") + ")");
  }

  /* Only a cell naming encryption or checksum has a scenario to ask about; NONE for the other. */
  private static Optional<Scenario> scenario(Cell cell) {
    if (!cell.has(Axes.ENCRYPTION) && !cell.has(Axes.CHECKSUM)) {
      return Optional.empty();
    }
    Cell full = cell;
    if (!cell.has(Axes.ENCRYPTION)) {
      full = full.with(Axes.ENCRYPTION, EncryptionType.NONE);
    }
    if (!cell.has(Axes.CHECKSUM)) {
      full = full.with(Axes.CHECKSUM, ChecksumType.NONE);
    }
    return Optional.of(full.scenario());
  }
}
