package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/** A logged-in client that stops reading a large answer loses its connection after the send timeout. */
class SendTimeoutTest {
  /* tens of MB in one answer: more than the socket buffers on both sides of the relay hold */
  private static final Shape LARGE = new Shape(200_000, 4, 50, 0, 1);
  private final List<String> log = new CopyOnWriteArrayList<>();

  @Test
  void aClientThatStopsReadingShouldBeDroppedAndLogged() throws Exception {
    ServerOptions options = ServerOptions.builder().sendTimeout(Duration.ofMillis(500))
        .log(log::add).build();
    ExecutorService fetcher = Executors.newSingleThreadExecutor();
    try (WireServer server = new WireServer(options).start();
        Relay relay = new Relay(server.port(), p -> p)) {
      Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, relay.port(), Map.of());
      relay.stallServer();
      fetcher.submit(() -> {
        try (c; Statement s = c.createStatement()) {
          s.setFetchSize(50_000);
          s.executeQuery(LARGE.toSql()).next();
        }
        return null;
      });
      for (int i = 0; i < 500 && log.isEmpty(); i++) {
        Thread.sleep(20);
      }
      assertEquals(1, log.size(), log.toString());
      assertTrue(log.get(0).contains("dropped by the send timeout (500 ms)"), log.get(0));
      assertEquals(0, server.openConnections());
    } finally {
      fetcher.shutdownNow();
    }
  }
}
