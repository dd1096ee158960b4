package dev.nnebench.wire.load;

import java.io.IOException;

/**
 * Spends time on a call without burning a core: the session's break-aware wait, so that a
 * client's break or its going away ends the wait.
 */
@FunctionalInterface
public interface Pause {
  void pause(long nanos) throws IOException;
}
