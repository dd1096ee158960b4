package dev.nnebench.wire.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class Rc4Test {
  private static final HexFormat HEX = HexFormat.of();

  /* RFC 6229, section 2, offset 0 for the 40-bit and 128-bit keys. */
  @Test
  void shouldMatchRfc6229KeystreamAtOffsetZero() {
    assertEquals("b2396305f03dc027ccc3524a0a1118a8", keystream("0102030405", 16));
    assertEquals("9ac7cc9a609d1ef7b2932899cde41b97",
        keystream("0102030405060708090a0b0c0d0e0f10", 16));
  }

  @Test
  void shouldContinueTheStreamAcrossCalls() {
    Rc4 rc4 = new Rc4(HEX.parseHex("0102030405"));
    byte[] split = new byte[16];
    rc4.keystream(split, 0, 5);
    rc4.keystream(split, 5, 11);
    assertEquals(keystream("0102030405", 16), HEX.formatHex(split));
  }

  private static String keystream(String key, int length) {
    byte[] out = new byte[length];
    new Rc4(HEX.parseHex(key)).keystream(out, 0, length);
    return HEX.formatHex(out);
  }
}
