package dev.nnebench.link;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Real sockets through the relay to an echo server that answers once its client half-closes. */
class LinkRelayTest {
  @Test
  void bytesCrossIntactAndInOrderBothWays() throws Exception {
    try (EchoServer echo = new EchoServer();
        LinkRelay relay = LinkRelay.start("127.0.0.1", echo.port(),
            LinkSpec.parse("2ms", "200mbit", "0.5ms"))) {
      byte[] sent = payload(3_000_000, 1);
      assertArrayEquals(reversed(sent), exchange(relay.port(), sent));
    }
  }

  @Test
  void connectionsAreRelayedConcurrently() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try (EchoServer echo = new EchoServer();
        LinkRelay relay = LinkRelay.start("127.0.0.1", echo.port(),
            LinkSpec.parse("1ms", "unlimited", "0"))) {
      List<Future<Boolean>> results = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        byte[] sent = payload(200_000, i);
        results.add(pool.submit(() -> java.util.Arrays.equals(reversed(sent),
            exchange(relay.port(), sent))));
      }
      for (Future<Boolean> r : results) {
        assertTrue(r.get());
      }
      assertEquals(8, relay.connections());
    } finally {
      pool.shutdownNow();
    }
  }

  /* The mechanism, not a timing: a delay can only make a round trip longer, never shorter. */
  @Test
  void aRoundTripIsNeverShorterThanTheRtt() throws Exception {
    try (EchoServer echo = new EchoServer();
        LinkRelay relay = LinkRelay.start("127.0.0.1", echo.port(),
            LinkSpec.parse("30ms", "unlimited", "0"))) {
      long start = System.nanoTime();
      exchange(relay.port(), new byte[] {42});
      // connect is local; the one round trip of data pays 30 ms less what a wake-up corrects
      assertTrue(System.nanoTime() - start >= 29_000_000L);
    }
  }

  @Test
  void withItsPacingOffTheLinkStillCarriesEveryByte() throws Exception {
    try (EchoServer echo = new EchoServer();
        LinkRelay relay = LinkRelay.start("127.0.0.1", echo.port(),
            LinkSpec.parse("50ms", "100mbit", "0"))) {
      relay.pace(false);
      byte[] sent = payload(1_000_000, 3);
      assertArrayEquals(reversed(sent), exchange(relay.port(), sent));
      assertEquals(new WireTally.Counts(1_000_000, 1_000_000, 1), relay.counts());
    }
  }

  @Test
  void anUpstreamThatRefusesClosesTheClient() throws Exception {
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = s.getLocalPort();
    }
    try (LinkRelay relay = LinkRelay.start("127.0.0.1", closedPort, LinkSpec.NONE);
        Socket client = new Socket("127.0.0.1", relay.port())) {
      assertEquals(-1, client.getInputStream().read());
    }
  }

  private static byte[] exchange(int port, byte[] sent) throws IOException {
    try (Socket s = new Socket("127.0.0.1", port)) {
      Thread writer = new Thread(() -> {
        try {
          OutputStream out = s.getOutputStream();
          out.write(sent);
          out.flush();
          s.shutdownOutput();
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      });
      writer.start();
      byte[] back = s.getInputStream().readAllBytes();
      join(writer);
      return back;
    }
  }

  private static void join(Thread t) {
    try {
      t.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static byte[] payload(int n, long seed) {
    byte[] b = new byte[n];
    new Random(seed).nextBytes(b);
    return b;
  }

  static byte[] reversed(byte[] in) {
    byte[] out = new byte[in.length];
    for (int i = 0; i < in.length; i++) {
      out[i] = in[in.length - 1 - i];
    }
    return out;
  }

  /** Reads until its client half-closes, then answers with the bytes reversed and closes. */
  static final class EchoServer implements AutoCloseable {
    private final ServerSocket listener;

    EchoServer() throws IOException {
      listener = new ServerSocket(0, 16, InetAddress.getLoopbackAddress());
      Thread t = new Thread(this::serve, "echo");
      t.setDaemon(true);
      t.start();
    }

    int port() {
      return listener.getLocalPort();
    }

    private void serve() {
      while (!listener.isClosed()) {
        try {
          Socket s = listener.accept();
          Thread one = new Thread(() -> answer(s));
          one.setDaemon(true);
          one.start();
        } catch (IOException e) {
          return;
        }
      }
    }

    private static void answer(Socket s) {
      try (s; InputStream in = s.getInputStream()) {
        byte[] all = in.readAllBytes();
        s.getOutputStream().write(reversed(all));
      } catch (IOException e) {
        // the test sees the failure as wrong or missing bytes
      }
    }

    @Override
    public void close() throws IOException {
      listener.close();
    }
  }
}
