package dev.nnebench.wire.query;

import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The double with the query service on a loopback port, started once for a test class
 * ({@code @RegisterExtension static final QueryServer SERVER = new QueryServer();}).
 */
final class QueryServer implements BeforeAllCallback, AfterAllCallback {
  private WireServer server;

  @Override
  public void beforeAll(ExtensionContext context) {
    server = new WireServer(ServerOptions.builder().callHandlers(QueryService::new).build()).start();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    server.close();
  }

  int port() {
    return server.port();
  }
}
