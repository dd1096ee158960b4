package dev.nnebench.link;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;

/** The counting a relay does, through a plain relay (no delay, no cap). */
class WireTallyTest {
  /* Answers every 3-byte request with 5 bytes, until the client closes. */
  private static Thread answering(ServerSocket server) {
    Thread t = new Thread(() -> {
      try (Socket s = server.accept()) {
        DataInputStream in = new DataInputStream(s.getInputStream());
        byte[] request = new byte[3];
        while (true) {
          in.readFully(request);
          s.getOutputStream().write(new byte[5]);
        }
      } catch (IOException endOfClient) {
        // the client closed
      }
    });
    t.start();
    return t;
  }

  @Test
  void countsBytesEachWayAndOneRoundTripPerAnswer() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        LinkRelay relay = LinkRelay.start("127.0.0.1", server.getLocalPort(), LinkSpec.NONE)) {
      Thread answering = answering(server);
      try (Socket client = new Socket(InetAddress.getLoopbackAddress(), relay.port())) {
        OutputStream out = client.getOutputStream();
        InputStream in = client.getInputStream();
        for (int i = 0; i < 4; i++) {
          out.write(new byte[3]);
          new DataInputStream(in).readFully(new byte[5]);
        }
      }
      answering.join(10_000);
      assertEquals(new WireTally.Counts(12, 20, 4), relay.counts());
    }
  }
}
