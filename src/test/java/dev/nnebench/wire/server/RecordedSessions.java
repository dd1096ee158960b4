package dev.nnebench.wire.server;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * What real drivers sent the double, packet by packet (see {@link SessionRecorderTest}): kept
 * as test resources, each session a file of packets, each packet a 4-byte big-endian length and
 * the packet as it went on the wire, header included.
 */
public final class RecordedSessions {
  /** The recorded sessions, by resource name under this package's {@code sessions/}. */
  public static final List<String> NAMES = List.of("ojdbc23-plain", "ojdbc23-aes256-sha256",
      "ojdbc19-plain", "ojdbc19-aes256-sha256", "ojdbc23-compressed",
      "ojdbc23-compressed-aes256-sha256");

  private RecordedSessions() {}

  /** The client packets of one recorded session, in the order they were sent. */
  public static List<byte[]> load(String name) {
    try (InputStream in = RecordedSessions.class.getResourceAsStream("sessions/" + name + ".tns")) {
      if (in == null) {
        throw new IllegalStateException("no recorded session " + name);
      }
      return read(new DataInputStream(in));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<byte[]> read(DataInputStream in) throws IOException {
    List<byte[]> packets = new ArrayList<>();
    while (true) {
      int length;
      try {
        length = in.readInt();
      } catch (EOFException end) {
        return packets;
      }
      packets.add(in.readNBytes(length));
    }
  }

  static byte[] write(List<byte[]> packets) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : packets) {
      out.writeBytes(ByteBuffer.allocate(4).putInt(p.length).array());
      out.writeBytes(p);
    }
    return out.toByteArray();
  }

  /** The DATA packet bodies (after header and data flags) of a session. */
  public static List<byte[]> dataBodies(List<byte[]> packets) {
    List<byte[]> bodies = new ArrayList<>();
    for (byte[] p : packets) {
      if (p.length > 10 && p[4] == 6) {
        bodies.add(java.util.Arrays.copyOfRange(p, 10, p.length));
      }
    }
    return bodies;
  }
}
