package dev.nnebench.target;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Keeps the loopback double and the measured client JVM on different CPUs (Linux, two or more
 * CPUs, {@code taskset} present): the double on the last CPU, the client on the others.
 *
 * <p>Why: at small fetch sizes a fetch is a thousand round trips, and what each wake-up costs
 * the client thread depends on whether the double happens to run on its CPU or the other one.
 * Left to the scheduler, that placement changed every few seconds on two cores and moved the
 * client's CPU s/GB between two levels 2x apart. Pinned, the placement is the one a real client
 * has (the server is elsewhere) and stays put.
 */
public final class CpuPinning {
  private static final Path TASKSET = Path.of("/usr/bin/taskset");
  private static final int CPUS = Runtime.getRuntime().availableProcessors();

  private CpuPinning() {}

  public static boolean available() {
    return CPUS >= 2 && Files.isExecutable(TASKSET)
        && System.getProperty("os.name", "").startsWith("Linux");
  }

  /** The command prefix that starts the double on the last CPU; empty when not available. */
  static List<String> serverPrefix() {
    return available() ? List.of(TASKSET.toString(), "-c", Integer.toString(CPUS - 1)) : List.of();
  }

  /**
   * Pins every thread of this JVM to all CPUs but the last (threads started later inherit it);
   * returns the CPU list, or empty when pinning is not available or failed.
   */
  public static Optional<String> pinThisJvmAsClient() {
    if (!available()) {
      return Optional.empty();
    }
    String cpus = CPUS == 2 ? "0" : "0-" + (CPUS - 2);
    try {
      Process p = new ProcessBuilder(TASKSET.toString(), "-a", "-p", "-c", cpus,
          Long.toString(ProcessHandle.current().pid())).redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor() == 0 ? Optional.of(cpus) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  /** The CPU the double is pinned to, for provenance; empty when not pinned. */
  public static Optional<String> serverCpu() {
    return available() ? Optional.of(Integer.toString(CPUS - 1)) : Optional.empty();
  }
}
