package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.sql.Connection;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The real driver's bytes reach the double one byte per TCP write (a relay in between), so
 * every packet is reassembled from single-byte reads: CONNECT, ANO, and sealed DATA packets.
 */
class ByteDribbleTest {
  @Test
  void shouldServeADriverWhoseBytesArriveOneAtATime() throws Exception {
    try (WireServer server = new WireServer().start();
        ServerSocket relay = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Thread t = new Thread(() -> relayOnce(relay, server.port()), "dribble-relay");
      t.setDaemon(true);
      t.start();
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, relay.getLocalPort(),
          NneNegotiationTest.clientProperties("AES256", "SHA256", "false"))) {
        assertTrue(c.isValid(10));
      }
    }
  }

  private static void relayOnce(ServerSocket relay, int serverPort) {
    try (Socket client = relay.accept();
        Socket upstream = new Socket(InetAddress.getLoopbackAddress(), serverPort)) {
      client.setTcpNoDelay(true);
      upstream.setTcpNoDelay(true);
      Thread back = new Thread(() -> copy(upstream, client, false), "dribble-back");
      back.setDaemon(true);
      back.start();
      copy(client, upstream, true);
      back.join(5000);
    } catch (IOException | InterruptedException e) {
      // the test's assertions report what went wrong
    }
  }

  private static void copy(Socket from, Socket to, boolean oneByteAtATime) {
    byte[] buf = new byte[8192];
    try {
      InputStream in = from.getInputStream();
      OutputStream out = to.getOutputStream();
      for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
        for (int i = 0; oneByteAtATime && i < n; i++) {
          out.write(buf[i]);
          out.flush();
        }
        if (!oneByteAtATime) {
          out.write(buf, 0, n);
          out.flush();
        }
      }
      to.shutdownOutput();
    } catch (IOException closed) {
      // one side went away; the other copy ends too
    }
  }
}
