package dev.nnebench.bench.fork;

import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.target.CpuPinning;
import dev.nnebench.target.CpuPlacement;
import dev.nnebench.target.TargetKind;
import java.util.Map;

/**
 * Where the measured fork runs: against a server nnebench started (the loopback double, the
 * container) the fork pins itself to the client's cores of the placement the runner decided
 * ({@link CpuPlacement}), or records "shared" and why; against a remote database it stays free.
 * The result goes to the trial's sidecar as {@code cpus.client} and {@code cpus.double} (the
 * server's CPUs, the double's or the container's).
 */
public final class ClientPlacement {
  private ClientPlacement() {}

  /** Pins this fork beside the server nnebench started (double or container); says where. */
  public static Map<String, String> pin(ForkTarget target) {
    if (target.kind() == TargetKind.URL) {
      return Map.of("cpus.client", "any");
    }
    return CpuPinning.forFork(target.kind()).map(CpuPlacement::pinThisJvm)
        .orElse(Map.of("cpus.client", "any", "cpus.double", "any"));
  }
}
