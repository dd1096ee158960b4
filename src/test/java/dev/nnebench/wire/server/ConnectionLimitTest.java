package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.net.InetAddress;
import java.net.Socket;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Past the connection limit a client is refused as by a full listener, and served once there is room. */
class ConnectionLimitTest {
  private final List<String> log = new CopyOnWriteArrayList<>();

  @Test
  void aConnectionPastTheLimitShouldBeRefusedWithOra12516() throws Exception {
    try (WireServer server = new WireServer(ServerOptions.builder().maxConnections(2)
        .log(log::add).build()).start()) {
      try (Socket idle1 = new Socket(InetAddress.getLoopbackAddress(), server.port());
          Socket idle2 = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
        awaitOpen(server, 2);
        SQLException e = assertThrows(SQLException.class,
            () -> RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of()));
        assertEquals(12516, e.getErrorCode(), e.toString());
        assertTrue(log.stream().anyMatch(l -> l.contains("refused ORA-12516")), log.toString());
      }
      awaitOpen(server, 0);
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
        assertTrue(c.isValid(5));
      }
    }
  }

  private static void awaitOpen(WireServer server, int count) throws InterruptedException {
    for (int i = 0; i < 250 && server.openConnections() != count; i++) {
      Thread.sleep(20);
    }
    assertEquals(count, server.openConnections());
  }
}
