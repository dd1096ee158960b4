package dev.nnebench.wire.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class O5LogonVerifierTest {
  static final byte[] SALT = counting(0, 16);
  static final byte[] CSK_SALT = counting(16, 16);

  static byte[] counting(int start, int length) {
    byte[] bytes = new byte[length];
    new CountingRandom(start).nextBytes(bytes);
    return bytes;
  }

  /* Expected K computed with Python's hashlib (pbkdf2_hmac sha512, 4096 rounds, then sha512). */
  @Test
  void shouldDeriveKeyKnownAnswer() {
    O5LogonVerifier verifier = O5LogonVerifier.of("bench", SALT, CSK_SALT);
    assertEquals("F2F079BB9B3F1E8B6AE596C5A41F6015E68B731FF849F489517A8ED711BF3DBD",
        Hex.upper(verifier.key()));
    assertEquals("000102030405060708090A0B0C0D0E0F", verifier.verifierDataHex());
    assertEquals("101112131415161718191A1B1C1D1E1F", verifier.cskSaltHex());
  }

  @Test
  void shouldDrawFreshSaltsPerVerifier() {
    java.security.SecureRandom random = new java.security.SecureRandom();
    assertNotEquals(O5LogonVerifier.create("bench", random).verifierDataHex(),
        O5LogonVerifier.create("bench", random).verifierDataHex());
  }

  @Test
  void shouldRejectEmptyPasswordAndShortSalt() {
    assertThrows(IllegalArgumentException.class, () -> O5LogonVerifier.of("", SALT, CSK_SALT));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> O5LogonVerifier.of("bench", new byte[15], CSK_SALT));
    assertEquals("verifier salt must be 16 bytes", e.getMessage());
  }
}
