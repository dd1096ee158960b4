package dev.nnebench.target;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Why the container did not start, in a few lines: the cause (a pull timeout, a
 * startup timeout, an exit code) and the container's last output lines.
 */
final class ContainerStartFailure {
  private static final List<String> GENERIC = List.of("Container startup failed",
      "Could not create/start container", "Retry limit hit");

  private ContainerStartFailure() {}

  static NnebenchException of(RuntimeException e, List<String> lastLines) {
    StringBuilder m = new StringBuilder("the Oracle Free container did not start: ")
        .append(rootCause(e));
    if (lastLines.isEmpty()) {
      m.append("; the container printed nothing");
    } else {
      m.append("; its last lines:");
      lastLines.forEach(line -> m.append("\n  ").append(line));
    }
    m.append("\ntry it by hand: docker compose -f docker/compose.yaml up (see README, First run"
        + " with Docker)");
    return new NnebenchException(ExitCodes.TARGET, m.toString(), e);
  }

  /*
   * The causes' messages, outermost first, without Testcontainers' generic wrappers ("Container
   * startup failed", "Could not create/start container", "Retry limit hit"): e.g. "Wait strategy
   * failed. Container exited with code 1: Timed out waiting for log output ...".
   */
  static String rootCause(Throwable e) {
    Set<String> messages = new LinkedHashSet<>();
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      String m = firstLine(t);
      if (GENERIC.stream().noneMatch(m::startsWith)) {
        messages.add(m);
      }
    }
    return messages.isEmpty() ? firstLine(e) : String.join(": ", messages);
  }

  private static String firstLine(Throwable t) {
    String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage().strip();
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl).strip();
  }
}
