package dev.nnebench.wire.tns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class RefusePacketTest {
  @Test
  void shouldCarryTheErrorInTheDescriptor() {
    byte[] p = RefusePacket.payload(12514);
    int length = ((p[2] & 0xff) << 8) | (p[3] & 0xff);
    assertEquals(p.length - 4, length);
    String text = new String(p, 4, length, StandardCharsets.US_ASCII);
    assertTrue(text.contains("(ERR=12514)"), text);
  }
}
