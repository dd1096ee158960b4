package dev.nnebench.target;

import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.model.ContainerNetwork;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * How the forks reach the database in the container, named in every row's target and the
 * report. The published port ({@code localhost:<mapped>}) goes through docker-proxy on Linux and
 * through Docker Desktop's forwarder elsewhere: an extra copy of every byte on an unpinned CPU,
 * inside every wall time and every RTT-based answer. On a native Linux engine the container's
 * bridge address is reachable from the host directly, without it.
 *
 * @param host what the URL names
 * @param port the port there
 * @param description e.g. {@code path direct 172.17.0.2:1521 (bridge, no docker-proxy)}
 */
record ContainerPath(String host, int port, String description) {
  static final int ORACLE_PORT = 1521;
  private static final int CONNECT_TIMEOUT_MILLIS = 2_000;

  /**
   * The direct path where the engine is native and the bridge address answers, else the
   * published port ({@code publishedHost}, {@code publishedPort}), with what it goes through.
   */
  static ContainerPath choose(DockerEngine engine, InspectContainerResponse inspect,
      String publishedHost, int publishedPort, Predicate<InetSocketAddress> answers) {
    Optional<String> bridge = bridgeAddress(inspect);
    if (engine.notNative().isEmpty() && bridge.isPresent()
        && answers.test(new InetSocketAddress(bridge.get(), ORACLE_PORT))) {
      return new ContainerPath(bridge.get(), ORACLE_PORT, "path direct " + bridge.get() + ":"
          + ORACLE_PORT + " (bridge, no docker-proxy)");
    }
    String via = engine.notNative().map(why -> why.startsWith("Docker Desktop")
        ? "Docker Desktop's port forwarder" : why.startsWith("the engine at")
        ? "the network to " + engine.dockerHost() : "the VM's port forwarder")
        .orElse("docker-proxy (" + bridge.map(b -> "the bridge address " + b + " did not answer")
            .orElse("no bridge address") + ")");
    return new ContainerPath(publishedHost, publishedPort, "path " + publishedHost + ":"
        + publishedPort + " through " + via);
  }

  /* The container's address on its first network with one (the default bridge). */
  static Optional<String> bridgeAddress(InspectContainerResponse inspect) {
    if (inspect.getNetworkSettings() == null || inspect.getNetworkSettings().getNetworks()
        == null) {
      return Optional.empty();
    }
    return inspect.getNetworkSettings().getNetworks().values().stream()
        .map(ContainerNetwork::getIpAddress).filter(a -> a != null && !a.isBlank()).findFirst();
  }

  /** Whether something accepts a TCP connection at {@code address} within two seconds. */
  static boolean answers(InetSocketAddress address) {
    try (Socket s = new Socket()) {
      s.connect(address, CONNECT_TIMEOUT_MILLIS);
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
