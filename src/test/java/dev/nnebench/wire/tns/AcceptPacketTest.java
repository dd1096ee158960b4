package dev.nnebench.wire.tns;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class AcceptPacketTest {
  @Test
  void shouldMatchTheAcceptTheDriverTookInTheSpike() {
    // brief 7.2: "00 29 00 00 02 00 00 00" header, then this payload
    byte[] expected = HexFormat.of().parseHex(
        "013b00012000ffff0100000000290101000000000000000000002000002000" + "0000");
    assertArrayEquals(expected, AcceptPacket.payload(315, 8192, 0x200000));
  }

  @Test
  void shouldCarryTheCompressionByteAtPacketOffset40From315() {
    byte[] p = AcceptPacket.payload(315, 8192, 0x200000, 0, 0x8a);
    assertEquals(0x8a, p[40 - TnsPacket.HEADER_LENGTH] & 0xff);
    assertEquals(33, p.length);
    byte[] withFlags2 = AcceptPacket.payload(318, 8192, 0x200000, 0x00010000, 0x88);
    assertEquals(0x88, withFlags2[40 - TnsPacket.HEADER_LENGTH] & 0xff);
    assertEquals(0x01, withFlags2[41 - TnsPacket.HEADER_LENGTH + 1]);
    assertEquals(24, AcceptPacket.payload(314, 8192, 8192, 0, 0x88).length);
  }

  @Test
  void shouldNegotiateAtMost315() {
    assertEquals(315, AcceptPacket.negotiate(319));
    assertEquals(314, AcceptPacket.negotiate(314));
  }

  @Test
  void shouldOmitLargeSizesBefore315() {
    assertEquals(24, AcceptPacket.payload(314, 8192, 8192).length);
  }
}
