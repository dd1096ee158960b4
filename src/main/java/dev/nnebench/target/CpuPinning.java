package dev.nnebench.target;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Keeps the server nnebench starts and the measured client JVM on different cores (Linux,
 * {@code taskset} present, two or more whole cores): the server on whole cores from the end,
 * the client on the others with all their hyperthreads ({@link CpuTopology}). The loopback
 * double gets one core; the Oracle Free container the cores for two CPUs (Oracle Free limits
 * itself to two), where its engine runs it on this machine's CPUs ({@link DockerEngine}).
 *
 * <p>Why: at small fetch sizes a fetch is a thousand round trips, and what each wake-up costs
 * the client thread depends on whether the server happens to run on its CPU or the other one.
 * Left to the scheduler, that placement changed every few seconds on two cores and moved the
 * client's CPU s/GB between two levels 2x apart. Pinned, the placement is the one a real client
 * has (the server is elsewhere) and stays put.
 */
public final class CpuPinning {
  private static final Path TASKSET = Path.of("/usr/bin/taskset");
  /* Oracle Database Free's CPU cap (the image sets CPU_COUNT=2). */
  static final int ORACLE_FREE_CPUS = 2;

  private CpuPinning() {}

  public static boolean available() {
    return Files.isExecutable(TASKSET) && System.getProperty("os.name", "").startsWith("Linux");
  }

  /** Where the loopback double and its clients run on this machine. */
  public static CpuPlacement forLoopback() {
    return on(CpuTopology.here(), 1);
  }

  /** Where the container and its clients run, given what its engine is. */
  public static CpuPlacement forContainer(DockerEngine engine) {
    return engine.notNative().map(CpuPlacement::shared)
        .orElseGet(() -> on(CpuTopology.here(), ORACLE_FREE_CPUS));
  }

  /* {@code serverCpus} for the server on {@code topology}, shared where it cannot be split. */
  static CpuPlacement on(CpuTopology topology, int serverCpus) {
    if (!available()) {
      return CpuPlacement.shared("no taskset on this machine");
    }
    return topology.split(serverCpus).map(CpuPlacement::pinned).orElseGet(() -> CpuPlacement
        .shared(topology.cores().size() + " core(s) here: one is the least each side needs"));
  }

  /** The command prefix that starts a server on {@code placement}'s CPUs; empty when shared. */
  static List<String> serverPrefix(CpuPlacement placement) {
    return placement.server().map(cpus -> List.of(TASKSET.toString(), "-c", cpus.toString()))
        .orElse(List.of());
  }

  /** Pins every thread of this JVM (and threads started later) to {@code cpus}. */
  static boolean pinThisJvm(CpuList cpus) {
    try {
      Process p = new ProcessBuilder(TASKSET.toString(), "-a", "-p", "-c", cpus.toString(),
          Long.toString(ProcessHandle.current().pid())).redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /**
   * The placement a fork against a {@code kind} target follows: the runner's, else (a fork run
   * by hand) the loopback double's rule; a URL's server is not ours to place.
   */
  public static Optional<CpuPlacement> forFork(TargetKind kind) {
    if (kind == TargetKind.URL) {
      return Optional.empty();
    }
    return CpuPlacement.fromSystemProperties().or(() -> kind == TargetKind.LOOPBACK
        ? Optional.of(forLoopback()) : Optional.empty());
  }
}
