package dev.nnebench.wire.session.channel;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.nnebench.wire.tns.DataFlags;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;

/**
 * The compressed DATA packets of one connection, whatever a client puts in them: each inflates
 * to at most what the SDU holds or ends the connection with a {@link TnsFormatException}, never
 * another exception and never a larger allocation. Input: packet bodies (after the data flags),
 * each after a 2-byte length, read as one connection's stream. Seeds: recorded ojdbc 23 sessions
 * with compression.
 */
class PacketCompressionFuzzTest {
  private static final int SDU = 8192;

  @FuzzTest
  void payloads(byte[] input) {
    PacketCompression compression = new PacketCompression(1024, SDU);
    try {
      for (int at = 0; at + 2 <= input.length; ) {
        int length = Math.min((input[at] & 0xff) << 8 | input[at + 1] & 0xff,
            input.length - at - 2);
        TnsPacket opened = compression.opened(flagged(input, at + 2, length));
        if (opened.wireLength() > SDU) {
          throw new AssertionError("a packet inflated to " + opened.wireLength() + " bytes");
        }
        at += 2 + length;
      }
    } catch (TnsFormatException expected) {
      // costs the connection, as it should
    } finally {
      compression.end();
    }
  }

  private static TnsPacket flagged(byte[] b, int off, int len) {
    return TnsPacket.data(DataFlags.COMPRESSED, b, off, len);
  }
}
