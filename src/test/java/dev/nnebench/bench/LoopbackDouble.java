package dev.nnebench.bench;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import dev.nnebench.wire.tls.TlsIdentity;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The in-repo double started in the test JVM once per test class ({@code @RegisterExtension
 * static final LoopbackDouble TARGET = new LoopbackDouble();}), described to benchmark forks the
 * way the runner describes a target ({@link ForkTarget}), so the forks fetch over a real loopback
 * socket.
 */
public final class LoopbackDouble implements BeforeAllCallback, AfterAllCallback {
  private WireServer server;

  private java.nio.file.Path trustStore;

  /* It serves TCPS beside TCP, as the loopback target does. */
  @Override
  public void beforeAll(ExtensionContext context) {
    TlsIdentity identity = TlsIdentity.create(new java.security.SecureRandom());
    server = new WireServer(ServerOptions.builder().tcps(identity, 0).build()).start();
    trustStore = identity.writeTrustStore();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    server.close();
  }

  /** The fork properties that point a benchmark fork at this double. */
  public Map<String, String> forkProperties() {
    String url = TargetOptions.thinUrl("127.0.0.1", server.port());
    return Map.of(ForkTarget.URL, url, ForkTarget.USER, TargetOptions.DEFAULT_USER,
        ForkTarget.KIND, TargetKind.LOOPBACK.name(), ForkTarget.DESCRIPTION,
        "in-process double 127.0.0.1:" + server.port(), ForkTarget.KEY_SCHEDULE,
        KeySchedule.DEFAULT.label(), ForkTarget.TCPS_PORT, Integer.toString(server.tcpsPort()),
        ForkTarget.TRUST_STORE, trustStore.toString());
  }
}
