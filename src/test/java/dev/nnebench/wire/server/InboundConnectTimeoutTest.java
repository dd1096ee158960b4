package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Like SQLNET.INBOUND_CONNECT_TIMEOUT: connections that do not log in in time are closed. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class InboundConnectTimeoutTest {
  private static final Duration TIMEOUT = Duration.ofMillis(500);
  private final List<String> log = new CopyOnWriteArrayList<>();

  private WireServer start() {
    return start(TIMEOUT);
  }

  private WireServer start(Duration timeout) {
    return new WireServer(ServerOptions.builder().inboundConnectTimeout(timeout).log(log::add)
        .build()).start();
  }

  @Test
  void aSocketThatSendsNothingShouldBeClosedAndLoggedOnce() throws Exception {
    try (WireServer server = start(); Socket idle = connect(server)) {
      assertEquals(-1, idle.getInputStream().read(), "the server should close the socket");
      awaitLog(1);
      assertTrue(log.get(0).contains("outcome=dropped by the inbound connect timeout (500 ms)"
          + " with no CONNECT (ORA-03136)"), log.get(0));
    }
  }

  @Test
  void aConnectThatStallsHalfwayShouldBeClosedToo() throws Exception {
    try (WireServer server = start(); Socket stalled = connect(server)) {
      stalled.getOutputStream().write(new byte[] {0, 0x3a, 0, 0, 1}); // a CONNECT header, cut
      assertEquals(-1, stalled.getInputStream().read());
      awaitLog(1);
      assertTrue(log.get(0).contains("inbound connect timeout"), log.get(0));
    }
  }

  @Test
  void aLoggedInSessionShouldOutliveTheTimeout() throws Exception {
    warmUpTheDriver(); // a JVM's first connect loads the driver, which can take seconds
    Duration timeout = Duration.ofSeconds(2); // room for a login on a busy machine
    try (WireServer server = start(timeout);
        Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of());
        Statement s = c.createStatement()) {
      Thread.sleep(timeout.toMillis() + 500); // idle past the timeout, after login
      try (ResultSet rs = s.executeQuery("SELECT 42 FROM DUAL")) {
        assertTrue(rs.next());
        assertEquals(42, rs.getInt(1));
      }
      assertEquals(1, server.openConnections());
    }
  }

  private static void warmUpTheDriver() throws Exception {
    try (WireServer server = new WireServer(); Connection c = RealDrivers.SHORT.connect(
        DriverVersion.V23, server.start().port(), Map.of())) {
      assertTrue(c.isValid(5));
    }
  }

  private static Socket connect(WireServer server) throws IOException {
    Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port());
    s.setSoTimeout(30_000);
    return s;
  }

  private void awaitLog(int lines) throws InterruptedException {
    for (int i = 0; i < 200 && log.size() < lines; i++) {
      Thread.sleep(10);
    }
    assertEquals(lines, log.size(), log.toString());
  }
}
