package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Many connections at once on loopback: hundreds of idle sockets do not keep a real driver out,
 * and dozens of NNE sessions fetch side by side, each getting exactly its rows.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class CapacityTest {
  private static final int IDLE = 500;
  private static final int ACTIVE = 64;
  /** The driver's own default, which this test used before it named one. */
  private static final int DEFAULT_ROW_PREFETCH = 10;
  private static final Shape ROWS = new Shape(20, 2, 16, 10, 2);

  private final List<String> log = new CopyOnWriteArrayList<>();

  @Test
  void idleSocketsShouldNotKeepARealDriverOut() throws Exception {
    List<Socket> idle = new ArrayList<>();
    try (WireServer server = new WireServer(ServerOptions.builder().log(log::add).build()).start()) {
      try {
        for (int i = 0; i < IDLE; i++) {
          idle.add(new Socket(InetAddress.getLoopbackAddress(), server.port())); // throws if refused
        }
        awaitOpen(server, IDLE);
        try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
          ShapeFetch.run(c, ROWS, DEFAULT_ROW_PREFETCH).assertMatches(ROWS, "beside idle sockets");
        }
        System.out.println("capacity: " + usage(server));
      } finally {
        for (Socket s : idle) {
          s.close();
        }
      }
    }
  }

  @Test
  void nneSessionsShouldFetchSideBySide() throws Exception {
    ExecutorService clients = Executors.newFixedThreadPool(ACTIVE);
    List<String> usage = new CopyOnWriteArrayList<>();
    try (WireServer server = new WireServer(ServerOptions.builder().log(log::add).build()).start()) {
      CyclicBarrier allConnected = new CyclicBarrier(ACTIVE, () -> usage.add(usage(server)));
      List<Future<ShapeFetch>> fetches = new ArrayList<>();
      for (int i = 0; i < ACTIVE; i++) {
        fetches.add(clients.submit(() -> {
          try (Connection c = RealDrivers.FETCH.connect(DriverVersion.V23, server.port(),
              RealDrivers.nne("AES256", "SHA256"))) {
            allConnected.await(60, TimeUnit.SECONDS); // every session is open at this point
            return ShapeFetch.run(c, ROWS, DEFAULT_ROW_PREFETCH);
          }
        }));
      }
      for (Future<ShapeFetch> f : fetches) {
        f.get().assertMatches(ROWS, "one of " + ACTIVE + " sessions");
      }
      awaitLogged(ACTIVE); // a session logs its line after the client has gone
      System.out.println("capacity: " + ACTIVE + " NNE sessions at once, " + usage);
    } finally {
      clients.shutdownNow();
    }
    assertEquals(1, usage.size(), "every session was open at the same time once");
    assertEquals(ACTIVE, log.stream().filter(l -> l.contains("encryption=AES256 checksum=SHA256"))
        .count(), log.toString());
  }

  private void awaitLogged(int sessions) throws InterruptedException {
    for (int i = 0; i < 1000 && log.stream().filter(l -> l.contains("outcome=")).count() < sessions;
        i++) {
      Thread.sleep(10);
    }
  }

  private static void awaitOpen(WireServer server, int connections) throws InterruptedException {
    for (int i = 0; i < 500 && server.openConnections() < connections; i++) {
      Thread.sleep(10);
    }
    assertEquals(connections, server.openConnections());
  }

  /** Threads and file descriptors of this JVM (server and clients), for the record. */
  private static String usage(WireServer server) {
    Object os = ManagementFactory.getOperatingSystemMXBean();
    String fds = os instanceof com.sun.management.UnixOperatingSystemMXBean unix
        ? unix.getOpenFileDescriptorCount() + " of " + unix.getMaxFileDescriptorCount() : "?";
    long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() >> 20;
    return server.openConnections() + " open connections, JVM threads "
        + ManagementFactory.getThreadMXBean().getThreadCount() + ", fds " + fds + ", heap used "
        + heap + " MB, " + residentMemory();
  }

  /** The process's resident memory and OS thread count, where Linux reports them. */
  private static String residentMemory() {
    try {
      return Files.readAllLines(Path.of("/proc/self/status")).stream()
          .filter(l -> l.startsWith("VmRSS") || l.startsWith("Threads"))
          .map(l -> l.replaceAll("\\s+", " ")).collect(Collectors.joining(", "));
    } catch (IOException | RuntimeException e) {
      return "no /proc";
    }
  }
}
