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
  void shouldNegotiateAtMost315() {
    assertEquals(315, AcceptPacket.negotiate(319));
    assertEquals(314, AcceptPacket.negotiate(314));
  }

  @Test
  void shouldOmitLargeSizesBefore315() {
    assertEquals(24, AcceptPacket.payload(314, 8192, 8192).length);
  }
}
