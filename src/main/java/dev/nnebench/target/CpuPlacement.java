package dev.nnebench.target;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where the server nnebench started and the measured forks run: on CPUs of their own, sharing
 * no core ({@link CpuTopology#split}), or shared, with why. The runner decides it (for the
 * container with the Docker engine's facts) and hands it to every fork as properties; each fork
 * pins itself to the client's CPUs and records both in its row ({@code cpus.client}, {@code
 * cpus.double}), so a row says "shared" where nothing was pinned.
 *
 * @param server the server's CPUs, empty when shared
 * @param client the client's CPUs, empty when shared
 * @param whyShared why nothing is pinned; empty when pinned
 */
public record CpuPlacement(Optional<CpuList> server, Optional<CpuList> client,
    String whyShared) {
  /** The fork property with the server's CPUs. */
  public static final String SERVER = "nnebench.cpus.server";
  /** The fork property with the client's CPUs. */
  public static final String CLIENT = "nnebench.cpus.client";
  /** The fork property saying why the CPUs are shared. */
  public static final String SHARED = "nnebench.cpus.shared";

  public static CpuPlacement pinned(CpuTopology.Split split) {
    return new CpuPlacement(Optional.of(split.server()), Optional.of(split.client()), "");
  }

  public static CpuPlacement shared(String why) {
    return new CpuPlacement(Optional.empty(), Optional.empty(), why);
  }

  public boolean isPinned() {
    return server.isPresent();
  }

  /**
   * This placement as the server's CPUs were read back after its start ({@code effective}, the
   * container's {@code cpuset.cpus.effective}): itself when they are the ones asked for, else
   * shared, saying what was applied (an engine that discards or narrows the cpuset).
   */
  public CpuPlacement readBack(String effective) {
    if (!isPinned()) {
      return this;
    }
    if (effective == null || effective.isBlank()) {
      return shared("asked CPUs " + server.get() + ", the container's cpuset could not be read"
          + " back");
    }
    CpuList applied = CpuList.parse(effective);
    return applied.equals(server.get()) ? this : shared("asked CPUs " + server.get()
        + ", the engine applied " + applied);
  }

  /** For descriptions and the console: {@code CPUs 2-3} or {@code CPUs shared (why)}. */
  public String describe() {
    return server.map(cpus -> "CPUs " + cpus).orElse("CPUs shared (" + whyShared + ")");
  }

  /** This placement as fork properties. */
  public Map<String, String> properties() {
    Map<String, String> p = new LinkedHashMap<>();
    server.ifPresent(cpus -> p.put(SERVER, cpus.toString()));
    client.ifPresent(cpus -> p.put(CLIENT, cpus.toString()));
    if (!isPinned()) {
      p.put(SHARED, whyShared);
    }
    return p;
  }

  /** The placement the runner handed this fork, or empty when it handed none. */
  public static Optional<CpuPlacement> fromSystemProperties() {
    String server = System.getProperty(SERVER);
    String client = System.getProperty(CLIENT);
    if (server != null && client != null) {
      return Optional.of(new CpuPlacement(Optional.of(CpuList.parse(server)),
          Optional.of(CpuList.parse(client)), ""));
    }
    return Optional.ofNullable(System.getProperty(SHARED)).map(CpuPlacement::shared);
  }

  /** The row's {@code cpus.client} and {@code cpus.double} after pinning this JVM as the client. */
  public Map<String, String> pinThisJvm() {
    if (client.isPresent() && CpuPinning.pinThisJvm(client.get())) {
      return Map.of("cpus.client", client.get().toString(), "cpus.double",
          server.orElseThrow().toString());
    }
    String shared = "shared" + (whyShared.isEmpty() ? " (pinning failed)" : " (" + whyShared + ")");
    return Map.of("cpus.client", shared, "cpus.double", shared);
  }
}
