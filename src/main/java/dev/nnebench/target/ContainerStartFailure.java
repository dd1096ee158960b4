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
    m.append("\n").append(remedy(e));
    return new NnebenchException(ExitCodes.TARGET, m.toString(), e);
  }

  /*
   * The fix for what failed: Testcontainers' cleanup container (Ryuk), which Podman and rootless
   * engines often cannot run; the image pull (Docker Hub's rate limit, no network); else the
   * container itself, tried by hand.
   */
  static String remedy(Throwable e) {
    String all = allMessages(e).toLowerCase(java.util.Locale.ROOT);
    if (all.contains("ryuk") || all.contains("resourcereaper")) {
      return "Testcontainers' cleanup container (Ryuk) did not start: export"
          + " TESTCONTAINERS_RYUK_DISABLED=true (nnebench removes its container itself), or on"
          + " rootless Podman set ryuk.container.privileged=true in ~/.testcontainers.properties";
    }
    if (all.contains("toomanyrequests")) {
      return "Docker Hub's pull rate limit: docker login, or wait and run again";
    }
    if (all.contains("pull") || all.contains("manifest") || all.contains("no such host")) {
      return "the image did not pull: try docker pull " + ContainerTarget.IMAGE + " by hand to"
          + " see the registry's answer (a proxy, no network, a full disk)";
    }
    return "try it by hand: docker compose -f docker/compose.yaml up (docs/container.md)";
  }

  private static String allMessages(Throwable e) {
    StringBuilder all = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      all.append(t.getClass().getSimpleName()).append(' ').append(t.getMessage()).append('\n');
    }
    return all.toString();
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
