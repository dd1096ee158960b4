package dev.nnebench.bench;

import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.wire.server.WireServer;
import java.util.Map;

/**
 * The in-repo double started in the test JVM, described to benchmark forks the way the runner
 * describes a target ({@link ForkTarget}), so the forks fetch over a real loopback socket.
 */
final class LoopbackDouble implements AutoCloseable {
  private final WireServer server = new WireServer().start();

  Map<String, String> forkProperties() {
    String url = TargetOptions.thinUrl("127.0.0.1", server.port());
    return Map.of(ForkTarget.URL, url, ForkTarget.USER, TargetOptions.DEFAULT_USER,
        ForkTarget.KIND, TargetKind.LOOPBACK.name(), ForkTarget.DESCRIPTION,
        "in-process double 127.0.0.1:" + server.port());
  }

  @Override
  public void close() {
    server.close();
  }
}
