package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.TnsPacket;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Before login a connection may not make the server buffer (or echo, as a data-type
 * negotiation would be) more than the login request limit: a larger request ends it.
 */
class LoginRequestLimitTest {
  private static final int SDU = 8192;
  private final List<String> log = new CopyOnWriteArrayList<>();

  @Test
  void aHugeRequestBeforeLoginShouldEndTheConnection() throws Exception {
    try (WireServer server = new WireServer(ServerOptions.builder().maxLoginRequest(16 * 1024)
        .log(log::add).build()).start();
        Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
      s.setSoTimeout(10_000);
      s.getOutputStream().write(RecordedSessions.load("ojdbc23-plain").get(0)); // its CONNECT
      InputStream in = s.getInputStream();
      byte[] accept = in.readNBytes(8);
      assertEquals(PacketType.ACCEPT, accept[4]);
      in.readNBytes((((accept[0] & 0xff) << 8) | (accept[1] & 0xff)) - 8);
      sendFullPackets(s.getOutputStream(), 1024 * 1024);
      assertTrue(closedByTheServer(in), "the server still reads after a megabyte before login");
      for (int i = 0; i < 250 && log.isEmpty(); i++) {
        Thread.sleep(20);
      }
      assertEquals(1, log.size(), log.toString());
      assertTrue(log.get(0).contains("before login"), log.get(0));
    }
  }

  private static boolean closedByTheServer(InputStream in) throws IOException {
    try {
      return in.read() < 0;
    } catch (SocketException reset) {
      return true;
    }
  }

  /* A data-type negotiation (TTC type 2) of up to `total` bytes in full packets; stops when the server hangs up. */
  private static void sendFullPackets(OutputStream out, int total) throws IOException {
    PacketWriter w = new PacketWriter(out);
    w.useLargeLengths(true);
    byte[] body = new byte[SDU - TnsPacket.HEADER_LENGTH - 2];
    body[0] = 2;
    long sent = 0;
    try {
      while (sent < total) {
        w.write(TnsPacket.data(0, body, 0, body.length));
        sent += body.length;
      }
    } catch (SocketException closedByTheServer) {
      // what the limit is for
    }
  }
}
