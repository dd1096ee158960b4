package dev.nnebench.wire.tns;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.util.Arrays;

/**
 * The TNS framing of whatever a client sends: a malformed stream ends in a
 * {@link TnsFormatException} or an EOF, never another exception or an allocation beyond the
 * packet limit. Input: one flag byte (bit 0: 4-byte lengths, as after an ACCEPT at version 315
 * or later), then the client's bytes. Seeds: recorded driver sessions.
 */
class PacketReaderFuzzTest {
  private static final int MAX_PACKET = 8192;

  @FuzzTest
  void packets(byte[] input) throws IOException {
    if (input.length == 0) {
      return;
    }
    PacketReader reader = new PacketReader(
        new ByteArrayInputStream(Arrays.copyOfRange(input, 1, input.length)), MAX_PACKET);
    reader.useLargeLengths((input[0] & 1) != 0);
    try {
      for (TnsPacket p = reader.read(); p != null; p = reader.read()) {
        inspect(p);
      }
    } catch (TnsFormatException | EOFException expected) {
      // costs the connection, as it should
    }
  }

  private static void inspect(TnsPacket p) throws TnsFormatException {
    if (p.payload().length > MAX_PACKET) {
      throw new AssertionError("packet of " + p.payload().length + " bytes passed the limit");
    }
    if (p.type() == PacketType.MARKER) {
      Marker.isReset(p.payload());
    } else if (p.type() == PacketType.CONNECT) {
      ConnectPacket.parse(p.payload()).serviceName();
    }
  }
}
