package dev.nnebench.bench;

import dev.nnebench.scenario.KeySchedule;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.wire.server.WireServer;
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
final class LoopbackDouble implements BeforeAllCallback, AfterAllCallback {
  private WireServer server;

  @Override
  public void beforeAll(ExtensionContext context) {
    server = new WireServer().start();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    server.close();
  }

  Map<String, String> forkProperties() {
    String url = TargetOptions.thinUrl("127.0.0.1", server.port());
    return Map.of(ForkTarget.URL, url, ForkTarget.USER, TargetOptions.DEFAULT_USER,
        ForkTarget.KIND, TargetKind.LOOPBACK.name(), ForkTarget.DESCRIPTION,
        "in-process double 127.0.0.1:" + server.port(), ForkTarget.KEY_SCHEDULE,
        KeySchedule.DEFAULT.label());
  }
}
