package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import dev.nnebench.wire.tns.CompressionLevel;
import dev.nnebench.wire.tns.CompressionPolicy;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Recorded driver sessions replayed with one packet mutated per connection, hundreds of them,
 * while a real driver with NNE and compression fetches and checks a shape through the same
 * server, which has compression on: the good client never fails, every bad connection costs
 * itself and one printable log line, and the server goes on serving.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class MutatedSessionsTest {
  private static final int CASES = 400;
  private static final long SEED = 20261127L;
  private static final Shape SHAPE = new Shape(200, 3, 20, 10, 2);
  private final List<String> log = new CopyOnWriteArrayList<>();

  @Test
  void mutatedSessionsShouldCostOnlyThemselves() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(6);
    AtomicBoolean attacking = new AtomicBoolean(true);
    try (WireServer server = new WireServer(ServerOptions.builder().log(log::add)
        .compression(List.of(CompressionLevel.HIGH), CompressionPolicy.MIN_THRESHOLD).build())
        .start()) {
      Future<Integer> good = pool.submit(() -> fetchWhile(server.port(), attacking));
      List<Future<?>> attacks = new ArrayList<>();
      SessionMutator mutator = new SessionMutator(SEED);
      for (int i = 0; i < CASES; i++) {
        List<byte[]> session = RecordedSessions.load(RecordedSessions.NAMES.get(
            i % RecordedSessions.NAMES.size()));
        List<byte[]> mutated = mutator.mutate(session, new StringBuilder());
        attacks.add(pool.submit(() -> replay(server.port(), mutated)));
      }
      for (Future<?> a : attacks) {
        a.get();
      }
      attacking.set(false);
      assertTrue(good.get() > 0, "the good client fetched nothing");
      assertEquals(0, fetchOnce(server.port()) ? 0 : 1, "the server stopped serving");
      awaitLines(server.connections());
    } finally {
      pool.shutdownNow();
    }
    assertTrue(log.stream().allMatch(l -> l.chars().allMatch(c -> c >= 0x20 && c < 0x7f)),
        "unprintable log line");
    assertTrue(log.stream().anyMatch(l -> l.contains("inflates past the SDU")),
        "a deflate bomb reached the inflater and was stopped there");
  }

  /* Fetches and checks the shape until the attacks are over; any failure fails the test. */
  private static int fetchWhile(int port, AtomicBoolean attacking) throws Exception {
    AtomicInteger fetches = new AtomicInteger();
    do {
      assertTrue(fetchOnce(port));
      fetches.incrementAndGet();
    } while (attacking.get());
    return fetches.get();
  }

  private static boolean fetchOnce(int port) throws Exception {
    Map<String, String> client = new HashMap<>(RealDrivers.nne("AES256", "SHA256"));
    client.put("oracle.net.networkCompression", "on");
    try (Connection c = RealDrivers.FETCH.connect(DriverVersion.V23, port, client)) {
      ShapeFetch.run(c, SHAPE, 50).assertMatches(SHAPE, "beside mutated sessions");
      return true;
    }
  }

  /* Sends the whole session, then reads whatever the server answers until it hangs up. */
  private static Void replay(int port, List<byte[]> packets) throws IOException {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      s.setSoTimeout(20_000);
      OutputStream out = s.getOutputStream();
      try {
        for (byte[] p : packets) {
          out.write(p);
        }
        s.shutdownOutput();
      } catch (IOException closedEarly) {
        // the server ended the connection at the bad packet: as it should
      }
      drain(s.getInputStream());
    }
    return null;
  }

  private static void drain(InputStream in) throws IOException {
    try {
      in.transferTo(OutputStream.nullOutputStream());
    } catch (java.net.SocketException reset) {
      // a reset is a hang-up too
    }
  }

  private void awaitLines(int connections) throws InterruptedException {
    for (int i = 0; i < 500 && log.size() < connections; i++) {
      Thread.sleep(20);
    }
    assertEquals(connections, log.size(), "one log line per connection");
  }
}
