package dev.nnebench.wire.server;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A tool, not a check: records what real drivers send the double (through a relay that frames
 * the client's bytes into packets) and writes the sessions and the fuzz tests' seed corpus into
 * src/test/resources. Run it when the drivers or the double's handshake change:
 * {@code mvn -o verify -Dtest=SessionRecorderTest -Dnnebench.record=true}.
 */
@EnabledIfSystemProperty(named = "nnebench.record", matches = "true")
class SessionRecorderTest {
  private static final Path RESOURCES = Path.of("src/test/resources/dev/nnebench/wire");
  private static final Shape SHAPE = new Shape(40, 3, 12, 10, 2);

  @Test
  void recordDriverSessions() throws Exception {
    record("ojdbc23-plain", DriverVersion.V23, RealDrivers.nne(null, null));
    record("ojdbc23-aes256-sha256", DriverVersion.V23, RealDrivers.nne("AES256", "SHA256"));
    record("ojdbc19-plain", DriverVersion.V19, RealDrivers.nne(null, null));
    record("ojdbc19-aes256-sha256", DriverVersion.V19, RealDrivers.nne("AES256", "SHA256"));
  }

  private static void record(String name, DriverVersion driver, Map<String, String> nne)
      throws Exception {
    List<byte[]> packets = new CopyOnWriteArrayList<>();
    try (WireServer server = new WireServer().start();
        ServerSocket relay = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Thread t = new Thread(() -> relayOnce(relay, server.port(), packets));
      t.start();
      try (Connection c = RealDrivers.SHORT.connect(driver, relay.getLocalPort(), nne)) {
        workload(c);
      }
      t.join(10_000);
    }
    Files.write(dir("server/sessions").resolve(name + ".tns"), RecordedSessions.write(packets));
    SeedCorpus.write(name, packets);
  }

  private static void workload(Connection c) throws Exception {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1 FROM DUAL")) {
      rs.next();
    }
    ShapeFetch.run(c, SHAPE, 10).assertMatches(SHAPE, "recorded");
    c.isValid(5);
  }

  static Path dir(String relative) throws IOException {
    return Files.createDirectories(RESOURCES.resolve(relative));
  }

  private static void relayOnce(ServerSocket relay, int port, List<byte[]> packets) {
    try (Socket client = relay.accept();
        Socket server = new Socket(InetAddress.getLoopbackAddress(), port)) {
      AtomicBoolean large = new AtomicBoolean();
      Thread back = new Thread(() -> serverToClient(server, client, large));
      back.start();
      DataInputStream in = new DataInputStream(client.getInputStream());
      OutputStream out = server.getOutputStream();
      for (byte[] p = readPacket(in, large); p != null; p = readPacket(in, large)) {
        packets.add(p);
        out.write(p);
      }
      server.shutdownOutput();
      back.join(10_000);
    } catch (IOException | InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  /* Sets large lengths once the ACCEPT (at version 315 or later) has passed, then copies. */
  private static void serverToClient(Socket server, Socket client, AtomicBoolean large) {
    try {
      DataInputStream in = new DataInputStream(server.getInputStream());
      OutputStream out = client.getOutputStream();
      byte[] accept = readPacket(in, large);
      if (accept != null && accept[4] == 2) {
        large.set((((accept[8] & 0xff) << 8) | (accept[9] & 0xff)) >= 315);
      }
      out.write(accept);
      in.transferTo(out);
      client.shutdownOutput();
    } catch (IOException closed) {
      // the session is over
    }
  }

  private static byte[] readPacket(DataInputStream in, AtomicBoolean large) throws IOException {
    byte[] header = new byte[8];
    int first = in.read();
    if (first < 0) {
      return null;
    }
    header[0] = (byte) first;
    in.readFully(header, 1, 7);
    ByteBuffer b = ByteBuffer.wrap(header);
    int length = large.get() ? b.getInt(0) : b.getShort(0) & 0xffff;
    byte[] packet = Arrays.copyOf(header, length);
    in.readFully(packet, 8, length - 8);
    return packet;
  }
}
