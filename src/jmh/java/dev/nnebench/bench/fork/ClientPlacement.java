package dev.nnebench.bench.fork;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.target.CpuPinning;
import dev.nnebench.target.CpuPlacement;
import dev.nnebench.target.TargetKind;

/**
 * Where the measured fork runs: against a server nnebench started (the loopback double, the
 * container) the fork pins itself to the client's cores of the placement the runner decided
 * ({@link CpuPlacement}), or records "shared" and why; against a remote database it stays free.
 * The result goes to the trial's sidecar as {@link Facts#CPUS_CLIENT} and {@link
 * Facts#CPUS_SERVER} (the server's CPUs, the double's or the container's).
 */
public final class ClientPlacement {
  private static final String ANY = "any";

  private ClientPlacement() {}

  /** Pins this fork beside the server nnebench started (double or container); says where. */
  public static Observed pin(ForkTarget target) {
    Observed free = Observed.NONE.withText(Facts.CPUS_CLIENT, ANY);
    if (target.kind() == TargetKind.URL) {
      return free;
    }
    return CpuPinning.forFork(target.kind()).map(p -> Observed.of(p.pinThisJvm()))
        .orElse(free.withText(Facts.CPUS_SERVER, ANY));
  }
}
