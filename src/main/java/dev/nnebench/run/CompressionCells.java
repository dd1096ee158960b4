package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.target.NetCompression;
import java.util.Optional;

/**
 * The compression cells no driver can run, and those that would measure another cell again: a
 * threshold below {@value NetCompression#MIN_THRESHOLD} bytes (ojdbc refuses the connection), and
 * a threshold other than the default on a cell without compression (it changes nothing there,
 * left out silently). Every ojdbc nnebench loads (12.2 to 23) offers compression at level high.
 */
final class CompressionCells {
  private CompressionCells() {}

  static Optional<Refusal> refusal(Cell cell) {
    Optional<Integer> threshold = cell.find(Axes.COMPRESSION_THRESHOLD);
    if (threshold.isEmpty()) {
      return Optional.empty();
    }
    int bytes = threshold.get();
    if (bytes < NetCompression.MIN_THRESHOLD) {
      return Optional.of(Refusal.reported(Axes.COMPRESSION_THRESHOLD.name() + " " + bytes
          + ": ojdbc refuses a threshold below " + NetCompression.MIN_THRESHOLD + " bytes;"
          + " ask for " + NetCompression.MIN_THRESHOLD + " or more (" + cell.sorted(", ") + ")"));
    }
    if (!cell.get(Axes.COMPRESSION).on() && bytes != NetCompression.DEFAULT_THRESHOLD) {
      return Optional.of(Refusal.silent(Axes.COMPRESSION_THRESHOLD.name() + " without"
          + " compression measures the cell with the default threshold again"));
    }
    return Optional.empty();
  }
}
