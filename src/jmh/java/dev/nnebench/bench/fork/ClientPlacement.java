package dev.nnebench.bench.fork;

import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.target.CpuPinning;
import dev.nnebench.target.TargetKind;
import java.util.Map;

/**
 * Where the measured fork runs: against the loopback double (pinned to the last CPU) the fork
 * pins itself to the other CPUs ({@link CpuPinning}); against a remote database it stays free.
 * The result goes to the trial's sidecar as {@code cpus.client} and {@code cpus.double}.
 */
public final class ClientPlacement {
  private ClientPlacement() {}

  /** Pins this fork beside {@code target}'s double when it is local; says where it runs. */
  public static Map<String, String> pin(ForkTarget target) {
    if (target.kind() != TargetKind.LOOPBACK) {
      return Map.of("cpus.client", "any");
    }
    return CpuPinning.pinThisJvmAsClient()
        .map(cpus -> Map.of("cpus.client", cpus, "cpus.double",
            CpuPinning.serverCpu().orElse("any")))
        .orElse(Map.of("cpus.client", "any", "cpus.double", "any"));
  }
}
