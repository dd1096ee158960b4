package dev.nnebench.run;

import dev.nnebench.results.ParamName;
import java.util.Map;
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
  static Optional<String> refusal(Map<String, String> cell) {
    String threads = cell.get(ParamName.THREADS);
    String poolSize = cell.get(ParamName.POOL_SIZE);
    if (threads == null || poolSize == null) {
      return Optional.empty();
    }
    if (number(poolSize, ParamName.POOL_SIZE) <= number(threads, ParamName.THREADS)) {
      return Optional.empty();
    }
    return Optional.of("poolSize > threads: a pool larger than its threads only holds idle"
        + " connections (measures as poolSize = threads)");
  }

  private static int number(String value, String name) {
    try {
      int n = Integer.parseInt(value.trim());
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // fall through to the message
    }
    throw new IllegalArgumentException(name + " must be a whole number >= 1, got '" + value
        + "'; write e.g. -p " + name + "=1,2,4");
  }
}
