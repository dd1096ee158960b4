package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.driver.DriverVersion;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Drops cells whose figures cannot differ from a cell that stays, so a sweep spends its time on
 * answers: with no NNE at all, {@code useJCEAPI} has nothing to choose, and driver 23.x ignores it
 * (one {@code jce=false} cell, the one with the strongest crypto and largest fetch size, still runs
 * to show the provider it reports, chosen among the cells the preset's rules let run). A cell is
 * dropped only when its {@code jce=true} twin runs (paired with anything: the twin's counterpart
 * does not matter).
 */
final class Redundancy {

  private Redundancy() {}

  /** The cells of {@code cells} that can differ; {@code runs} tells the cells no rule refuses. */
  static List<Cell> prune(List<Cell> cells, Predicate<Cell> runs, Consumer<String> skipped) {
    List<Cell> kept = new ArrayList<>();
    Map<DriverVersion, Cell> shownOnce = new HashMap<>();
    Set<Cell> unpaired = cells.stream().map(Redundancy::withoutPairing)
        .collect(Collectors.toSet());
    for (Cell cell : cells) {
      reason(cell, cells, runs, unpaired, shownOnce)
          .ifPresentOrElse(skipped, () -> kept.add(cell));
    }
    return kept;
  }

  private static Optional<String> reason(Cell cell, List<Cell> cells, Predicate<Cell> runs,
      Set<Cell> unpaired, Map<DriverVersion, Cell> shownOnce) {
    if (!jceOff(cell) || !unpaired.contains(jceTwin(cell))) {
      return Optional.empty();
    }
    if (!cell.nneOn()) {
      return Optional.of("jce=false without NNE: nothing to encrypt, same as jce=true ("
          + cell.label() + ")");
    }
    Optional<DriverVersion> driver = cell.find(Axes.DRIVER);
    if (driver.isPresent() && !driver.get().honoursUseJceApi()) {
      Cell shown = shownOnce.computeIfAbsent(driver.get(), d -> strongest(cells, runs, d));
      if (!shown.equals(cell)) {
        return Optional.of("jce=false on driver " + cell.text(Axes.DRIVER) + ": it ignores"
            + " useJCEAPI, shown once (" + shown.label() + "), not again (" + cell.label() + ")");
      }
    }
    return Optional.empty();
  }

  private static boolean jceOff(Cell cell) {
    return cell.has(Axes.JCE) && !cell.get(Axes.JCE);
  }

  /* The jce=false cell of {@code driver} last in preset order (strongest crypto, largest fetch),
   * over plain TCP without a link where the preset has one: a link cell is a network question,
   * and a preset may keep only one pair on its link. Among the cells that run where any does: a
   * preset that skips the last one (quick's shape kept for its link) still shows the provider. */
  private static Cell strongest(List<Cell> cells, Predicate<Cell> runs, DriverVersion driver) {
    List<Cell> all = cells.stream()
        .filter(c -> c.find(Axes.DRIVER).filter(driver::equals).isPresent())
        .filter(Redundancy::jceOff).filter(Cell::nneOn).toList();
    List<Cell> running = all.stream().filter(runs).toList();
    List<Cell> candidates = running.isEmpty() ? all : running;
    List<Cell> plain = candidates.stream().filter(Redundancy::atLaterDefaults).toList();
    List<Cell> from = plain.isEmpty() ? candidates : plain;
    return from.get(from.size() - 1);
  }

  private static boolean atLaterDefaults(Cell cell) {
    return cell.axes().stream().filter(Axis::later).allMatch(a -> a.atDefault(cell.text(a)));
  }

  /* The jce=true cell alike in every scenario value; paired with anything (its counterpart). */
  private static Cell jceTwin(Cell cell) {
    return withoutPairing(cell).withText(Axes.JCE, "true");
  }

  private static Cell withoutPairing(Cell cell) {
    return cell.without(Axes.COUNTERPART);
  }
}
