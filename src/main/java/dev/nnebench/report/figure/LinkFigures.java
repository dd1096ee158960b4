package dev.nnebench.report.figure;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.results.Trial;
import java.util.Optional;

/**
 * Figures of a fetch over an emulated link: wall time per fetch (what a user waits), from the
 * wall time per cell each side counted and the cells its shape has.
 */
public final class LinkFigures {
  private static final double NANOS_PER_MS = 1e6;

  private LinkFigures() {}

  /** Wall ms per fetch of the trial's own side, or of its counterpart ({@code peer}). */
  public static Optional<Measured> wallMsPerFetch(Trial t, boolean peer) {
    String suffix = peer ? Figures.PEER : "";
    return cellsPerFetch(t).map(cells -> Figures.per("wall ms per fetch",
        Figures.WALL_NANOS + suffix, Figures.CELLS + suffix, cells / NANOS_PER_MS).of(t))
        .filter(m -> Double.isFinite(m.value()));
  }

  private static Optional<Double> cellsPerFetch(Trial t) {
    try {
      return t.cell().find(Axes.SHAPE).map(s -> (double) s.rows() * s.cellsPerRow());
    } catch (IllegalArgumentException unknown) {
      return Optional.empty(); // a shape this build does not know: nothing to count by
    }
  }

  /** Whether the trial ran over an emulated link: a delay or a bandwidth cap. */
  static boolean onALink(Trial t) {
    return delayed(t) || capped(t);
  }

  /** Whether the trial's link adds a delay. */
  public static boolean delayed(Trial t) {
    return set(t, Axes.RTT);
  }

  /** Whether the trial's link caps the bandwidth. */
  public static boolean capped(Trial t) {
    return set(t, Axes.BANDWIDTH);
  }

  /* Named, and not at the default that means no link. */
  static boolean set(Cell cell, Axis<?> axis) {
    return cell.find(axis).isPresent() && !axis.atDefault(cell.text(axis));
  }

  private static boolean set(Trial t, Axis<?> axis) {
    return set(t.cell(), axis);
  }
}
