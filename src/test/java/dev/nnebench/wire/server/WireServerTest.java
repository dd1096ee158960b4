package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class WireServerTest {
  private final List<String> log = new CopyOnWriteArrayList<>();

  private WireServer start(ServerOptions.Builder b) {
    return new WireServer(b.log(log::add).build()).start();
  }

  @ParameterizedTest
  @EnumSource(DriverVersion.class)
  void shouldLogInPingAndLogOffWithEveryDriver(DriverVersion driver) throws Exception {
    try (WireServer server = start(ServerOptions.builder())) {
      try (Connection c = RealDrivers.SHORT.connect(driver, server.port(), Map.of())) {
        assertTrue(c.isValid(5));
      }
      awaitLog(1);
      assertTrue(log.get(0).contains("user=BENCH"), log.get(0));
      assertTrue(log.get(0).endsWith("outcome=logoff"), log.get(0));
    }
  }

  @Test
  void shouldRefuseWrongPasswordWithOra01017() {
    try (WireServer server = start(ServerOptions.builder())) {
      SQLException e = assertThrows(SQLException.class, () -> RealDrivers.SHORT.connect(
          DriverVersion.V23, server.port(), Map.of("password", "wrong")));
      assertEquals(1017, e.getErrorCode(), e.getMessage());
    }
  }

  @Test
  void shouldAcceptConfiguredUserOnly() throws Exception {
    try (WireServer server = start(ServerOptions.builder().user("scott", "tiger"))) {
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(),
          Map.of("user", "scott", "password", "tiger"))) {
        assertTrue(c.isValid(5));
      }
      SQLException e = assertThrows(SQLException.class,
          () -> RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of()));
      assertEquals(1017, e.getErrorCode(), e.getMessage());
    }
  }

  @Test
  void shouldRefuseUnknownServiceWithOra12514() {
    try (WireServer server = start(ServerOptions.builder())) {
      SQLException e = assertThrows(SQLException.class, () -> RealDrivers.SHORT.connect(
          DriverVersion.V23, server.port(), "NOSUCH", Map.of()));
      assertEquals(12514, e.getErrorCode(), e.getMessage());
    }
  }

  @Test
  void shouldTakeConnectDataThatFollowsInADataPacket() throws Exception {
    // a descriptor over 230 bytes makes the driver send it after the CONNECT, in a DATA packet
    String url = "jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=127.0.0.1)(PORT=%d))"
        + "(CONNECT_DATA=(SERVICE_NAME=FREEPDB1)(INSTANCE_NAME=" + "x".repeat(300) + ")))";
    try (WireServer server = start(ServerOptions.builder());
        Connection c = RealDrivers.SHORT.connectUrl(DriverVersion.V23,
            String.format(url, server.port()), Map.of())) {
      assertTrue(c.isValid(5));
    }
  }

  private void awaitLog(int lines) throws InterruptedException {
    for (int i = 0; i < 100 && log.size() < lines; i++) {
      Thread.sleep(20);
    }
    assertEquals(lines, log.size(), log.toString());
  }
}
