package dev.nnebench.target;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Keeps the server nnebench starts and the measured client JVM on different CPUs (Linux, two or
 * more CPUs, {@code taskset} present): the server on the last CPUs, the client on the others.
 * The loopback double gets the last CPU; the Oracle Free container the last two (Oracle Free
 * limits itself to two CPUs), or the last one on a two-CPU machine.
 *
 * <p>Why: at small fetch sizes a fetch is a thousand round trips, and what each wake-up costs
 * the client thread depends on whether the server happens to run on its CPU or the other one.
 * Left to the scheduler, that placement changed every few seconds on two cores and moved the
 * client's CPU s/GB between two levels 2x apart. Pinned, the placement is the one a real client
 * has (the server is elsewhere) and stays put.
 */
public final class CpuPinning {
  private static final Path TASKSET = Path.of("/usr/bin/taskset");
  private static final int CPUS = Runtime.getRuntime().availableProcessors();
  /* Oracle Database Free's CPU cap (the image sets CPU_COUNT=2). */
  static final int ORACLE_FREE_CPUS = 2;

  private CpuPinning() {}

  public static boolean available() {
    return CPUS >= 2 && Files.isExecutable(TASKSET)
        && System.getProperty("os.name", "").startsWith("Linux");
  }

  /** The command prefix that starts the double on the last CPU; empty when not available. */
  static List<String> serverPrefix() {
    return serverCpus(TargetKind.LOOPBACK)
        .map(cpus -> List.of(TASKSET.toString(), "-c", cpus)).orElse(List.of());
  }

  /**
   * Pins every thread of this JVM to the CPUs the server of {@code kind} leaves free (threads
   * started later inherit it); returns the CPU list, or empty when pinning is not available, the
   * server is not ours (a URL target), or pinning failed.
   */
  public static Optional<String> pinThisJvmAsClient(TargetKind kind) {
    Optional<String> cpus = clientCpus(kind);
    if (cpus.isEmpty()) {
      return cpus;
    }
    try {
      Process p = new ProcessBuilder(TASKSET.toString(), "-a", "-p", "-c", cpus.get(),
          Long.toString(ProcessHandle.current().pid())).redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor() == 0 ? cpus : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  /** {@link #pinThisJvmAsClient(TargetKind)} against the loopback double. */
  public static Optional<String> pinThisJvmAsClient() {
    return pinThisJvmAsClient(TargetKind.LOOPBACK);
  }

  /** The CPU the double is pinned to, for provenance; empty when not pinned. */
  public static Optional<String> serverCpu() {
    return serverCpus(TargetKind.LOOPBACK);
  }

  /** The CPUs the server of {@code kind} runs on, e.g. {@code 2-3}; empty when not pinned. */
  public static Optional<String> serverCpus(TargetKind kind) {
    int n = serverCount(kind, CPUS);
    return available() && n > 0 ? Optional.of(range(CPUS - n, CPUS - 1)) : Optional.empty();
  }

  /** The CPUs the client keeps against the server of {@code kind}; empty when not pinned. */
  public static Optional<String> clientCpus(TargetKind kind) {
    int n = serverCount(kind, CPUS);
    return available() && n > 0 ? Optional.of(range(0, CPUS - n - 1)) : Optional.empty();
  }

  /* How many of {@code cpus} the server of {@code kind} gets: none for a server we do not run. */
  static int serverCount(TargetKind kind, int cpus) {
    return switch (kind) {
      case LOOPBACK -> 1;
      case CONTAINER -> Math.max(1, Math.min(ORACLE_FREE_CPUS, cpus - ORACLE_FREE_CPUS));
      case URL -> 0;
    };
  }

  static String range(int first, int last) {
    return first == last ? Integer.toString(first) : first + "-" + last;
  }
}
