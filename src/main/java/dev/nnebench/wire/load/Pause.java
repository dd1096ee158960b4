package dev.nnebench.wire.load;

import java.io.IOException;

/**
 * Spends a call's server time without burning a core: the session's break-aware wait, so that
 * a client's break or its going away ends the wait (by throwing).
 */
@FunctionalInterface
public interface Pause {
  /**
   * Returns at {@code deadline}, a {@link System#nanoTime}: a deadline and not a length, so that
   * how late one wait ended is not added to the next one's.
   */
  void until(long deadline) throws IOException;
}
