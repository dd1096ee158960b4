package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import java.util.Optional;

/**
 * Drops pool cells that ask no question: a pool larger than the threads that borrow from it
 * holds connections nobody can use at the same time, so it measures the same as a pool of as
 * many connections as threads (and costs a logon each). One reason for all of them, so the plan
 * prints it once.
 */
final class PoolCells {

  private PoolCells() {}

  /** Why {@code cell} is not run, or empty when it has no pool axes or its pool fits. */
  static Optional<String> refusal(Cell cell) {
    if (!cell.has(Axes.THREADS) || !cell.has(Axes.POOL_SIZE)) {
      return Optional.empty();
    }
    if (cell.get(Axes.POOL_SIZE) <= cell.get(Axes.THREADS)) {
      return Optional.empty();
    }
    return Optional.of("poolSize > threads: a pool larger than its threads only holds idle"
        + " connections (measures as poolSize = threads)");
  }
}
