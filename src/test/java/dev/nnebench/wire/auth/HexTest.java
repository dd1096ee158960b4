package dev.nnebench.wire.auth;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class HexTest {
  @Test
  void shouldFormatUppercaseAndParseEitherCase() {
    assertEquals("00AB7F", Hex.upper(new byte[] {0, (byte) 0xAB, 0x7F}));
    assertArrayEquals(new byte[] {(byte) 0xAB, (byte) 0xCD}, Hex.parse("F", "abCD", 2));
  }

  @Test
  void shouldNameTheFieldOnBadInput() {
    assertEquals("AUTH_SESSKEY must be 64 hex characters, got 2",
        assertThrows(IllegalArgumentException.class, () -> Hex.parse("AUTH_SESSKEY", "AB", 32))
            .getMessage());
    assertEquals("AUTH_PASSWORD is missing",
        assertThrows(IllegalArgumentException.class, () -> Hex.parse("AUTH_PASSWORD", null, -1))
            .getMessage());
    String notHex = assertThrows(IllegalArgumentException.class,
        () -> Hex.parse("AUTH_PASSWORD", "ZZ", -1)).getMessage();
    assertEquals(true, notHex.startsWith("AUTH_PASSWORD is not hex"), notHex);
    assertThrows(IllegalArgumentException.class, () -> Hex.parse("X", "ABC", -1));
  }
}
