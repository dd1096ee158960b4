package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Whatever one client does wrong costs that connection only; the server goes on. */
class RobustnessTest {
  private static final Map<String, String> NNE = NneNegotiationTest.clientProperties(
      "AES256", "SHA256", "true");
  private final List<String> log = new CopyOnWriteArrayList<>();

  private WireServer start(Faults faults) {
    return new WireServer(ServerOptions.builder().faults(faults).log(log::add).build()).start();
  }

  @Test
  void driverShouldDetectATamperedServerChecksum() throws Exception {
    // protected server packets: 1 TTIPRO, 2 TTIDTY, 3 auth challenge, 4 login, 5 the query's
    try (WireServer server = start(new Faults(5, 0));
        Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), NNE)) {
      SQLException e = assertThrows(SQLException.class, () -> c.createStatement()
          .executeQuery("SELECT 1 FROM dual").next());
      // the driver's wording: "ORA-17002: I/O error: Checksum fail"
      assertTrue(e.getMessage().contains("Checksum fail"), e.toString());
    }
  }

  @Test
  void droppedConnectionShouldNotHurtTheNextOne() throws Exception {
    try (WireServer server = start(new Faults(0, 3))) {
      assertThrows(SQLException.class,
          () -> RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of()));
    }
    try (WireServer server = start(Faults.NONE)) {
      sendRaw(server.port(), new byte[] {0, 4, 0, 0, 1, 0, 0, 0}); // length shorter than a header
      sendRaw(server.port(), new byte[] {0, 60, 0, 0, 1, 0}); // vanishes inside a CONNECT
      sendRaw(server.port(), "GET / HTTP/1.1\r\n\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), NNE)) {
        assertTrue(c.isValid(5));
      }
      awaitLog(4);
      assertEquals(3, log.stream().filter(l -> l.contains("outcome=error")
          || l.contains("outcome=client closed")).count(), log.toString());
    }
  }

  @Test
  void shouldServe32ConnectionsInParallel() throws Exception {
    int clients = 32;
    ExecutorService pool = Executors.newFixedThreadPool(clients);
    try (WireServer server = start(Faults.NONE)) {
      List<Future<Boolean>> results = new ArrayList<>();
      for (int i = 0; i < clients; i++) {
        results.add(pool.submit(() -> {
          try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), NNE)) {
            return c.isValid(10) && c.isValid(10);
          }
        }));
      }
      for (Future<Boolean> f : results) {
        assertTrue(f.get());
      }
      assertEquals(clients, server.connections());
    } finally {
      pool.shutdownNow();
    }
  }

  private static void sendRaw(int port, byte[] bytes) throws Exception {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      s.setSoTimeout(5000);
      OutputStream out = s.getOutputStream();
      out.write(bytes);
      out.flush();
      s.shutdownOutput();
      InputStream in = s.getInputStream();
      while (in.read() >= 0) {
        // drain until the server closes
      }
    }
  }

  private void awaitLog(int lines) throws InterruptedException {
    for (int i = 0; i < 200 && log.size() < lines; i++) {
      Thread.sleep(20);
    }
  }
}
