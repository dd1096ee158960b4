package dev.nnebench.target;

import com.github.dockerjava.api.model.Info;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What {@code docker info} and the client's DOCKER_HOST say about the engine, as far as CPU
 * placement and the network path depend on it. Only a native local engine runs containers on
 * this machine's CPUs and network: Docker Desktop and Colima or Podman machines run them in a VM
 * (whose CPUs are not the host's, so a host cpuset is refused), rootless Docker discards a cpuset
 * with a warning nobody sees, and a remote engine is another machine.
 *
 * @param dockerHost the engine's address, e.g. {@code unix:///var/run/docker.sock}
 * @param operatingSystem {@code OperatingSystem} of {@code docker info}, e.g. "Docker Desktop"
 * @param kernel {@code KernelVersion} of {@code docker info}
 * @param securityOptions {@code SecurityOptions} of {@code docker info} ("name=rootless")
 * @param localKernel this machine's kernel release ({@code os.version})
 */
public record DockerEngine(String dockerHost, String operatingSystem, String kernel,
    List<String> securityOptions, String localKernel) {

  /** The facts of {@code info}, an engine reached at {@code dockerHost}. */
  public static DockerEngine of(Info info, String dockerHost) {
    return new DockerEngine(dockerHost, text(info.getOperatingSystem()),
        text(info.getKernelVersion()), info.getSecurityOptions() == null ? List.of()
            : List.copyOf(info.getSecurityOptions()), System.getProperty("os.version", ""));
  }

  private static String text(String s) {
    return s == null ? "" : s;
  }

  /** Reached through a socket on this machine (not tcp:// or ssh://). */
  public boolean local() {
    return dockerHost.startsWith("unix://") || dockerHost.startsWith("npipe://");
  }

  /** Why containers do not run natively on this machine's CPUs; empty for a native engine. */
  public Optional<String> notNative() {
    if (!local()) {
      return Optional.of("the engine at " + dockerHost + " is another machine");
    }
    if (operatingSystem.toLowerCase(Locale.ROOT).contains("docker desktop")
        || kernel.contains("linuxkit")) {
      return Optional.of("Docker Desktop runs containers in a VM");
    }
    if (securityOptions.stream().anyMatch(o -> o.contains("name=rootless"))) {
      return Optional.of("rootless Docker ignores --cpuset-cpus");
    }
    if (!kernel.equals(localKernel)) {
      return Optional.of("the engine runs in a VM (kernel " + kernel + ", this machine "
          + localKernel + ")");
    }
    return Optional.empty();
  }
}
