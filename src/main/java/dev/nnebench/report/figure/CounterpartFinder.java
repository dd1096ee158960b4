package dev.nnebench.report.figure;

import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Finds a trial's counterpart: same benchmark and leg, same cell except the axes changed. */
public final class CounterpartFinder {
  private final List<Trial> trials;

  public CounterpartFinder(List<Trial> trials) {
    this.trials = trials;
  }

  /** The trial like {@code trial} but with {@code changes} (values compared in any case). */
  public Optional<Trial> of(Trial trial, Benchmark benchmark, LegName leg, Cell changes) {
    Cell wanted = trial.cell().withAll(changes);
    return trials.stream().filter(t -> t.is(benchmark) && t.in(leg))
        .filter(t -> same(wanted, t.cell())).findFirst();
  }

  /* Every axis either names holds the same text in both; one not named holds none. */
  private static boolean same(Cell a, Cell b) {
    Set<Axis<?>> axes = new HashSet<>(a.axes());
    axes.addAll(b.axes());
    return axes.stream().allMatch(axis -> text(a, axis).equalsIgnoreCase(text(b, axis)));
  }

  private static String text(Cell cell, Axis<?> axis) {
    return cell.has(axis) ? cell.text(axis) : "";
  }
}
