package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class IdBytesTest {

  private static byte[] bytes(int... b) {
    byte[] out = new byte[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = (byte) b[i];
    }
    return out;
  }

  @Test
  void decodesOracleNumberKnownAnswers() {
    assertEquals(0, IdBytes.decode(bytes(0x80)));
    assertEquals(1, IdBytes.decode(bytes(0xC1, 0x02)));
    assertEquals(10, IdBytes.decode(bytes(0xC1, 0x0B)));
    assertEquals(99, IdBytes.decode(bytes(0xC1, 0x64)));
    // 100 = one base-100 digit 1 at exponent 1; the trailing zero digit is left out
    assertEquals(100, IdBytes.decode(bytes(0xC2, 0x02)));
    assertEquals(38_613, IdBytes.decode(bytes(0xC3, 0x04, 0x57, 0x0E)));
    assertEquals(10_000_000, IdBytes.decode(bytes(0xC4, 0x0B)));
  }

  @Test
  void acceptsDecimalText() {
    assertEquals(34_208, IdBytes.decode("34208".getBytes(StandardCharsets.US_ASCII)));
  }

  @Test
  void refusesNegativeAndEmpty() {
    assertThrows(IllegalArgumentException.class, () -> IdBytes.decode(bytes(0x3E, 0x64, 0x66)));
    assertThrows(IllegalArgumentException.class, () -> IdBytes.decode(new byte[0]));
  }
}
