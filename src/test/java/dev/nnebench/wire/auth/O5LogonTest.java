package dev.nnebench.wire.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class O5LogonTest {
  private static final O5LogonVerifier BENCH = O5LogonVerifier.of("bench",
      O5LogonVerifierTest.SALT, O5LogonVerifierTest.CSK_SALT);
  private final SecureRandom random = new SecureRandom();

  /* Expected values computed with Python hashlib + cryptography (AES-CBC, zero IV). */
  @Test
  void shouldMatchKnownAnswersWithCountingRandom() {
    O5Logon logon = O5Logon.challenge(BENCH, new CountingRandom(32));
    assertEquals("BE49E54C318864C3194E76C4AE1410E23A8F9546B3AFE8B3B5AA1F0A6343C28E",
        logon.sessionKeyHex());
    O5LogonTestClient client =
        new O5LogonTestClient(logon.phaseOneValues(), "bench", new CountingRandom(64));
    Optional<String> response =
        logon.verify(client.sessionKeyHex, client.passwordHex, client.speedyKeyHex);
    assertEquals("0E4F998F210D4A6A65D86D20163D2084E0970FB5186D6DEAA0896168F0621527"
        + "ACE6F7369B0C0F77634B312E52173713", response.orElseThrow());
    assertEquals("36E60AA2B68E9480EBBBFB235DECDD52505726D7618C023E9EF6E46FA0CC6407",
        Hex.upper(logon.comboKey(client.sessionKeyHex)), "the key NNE folds in after login");
  }

  @Test
  void shouldSendPhaseOnePairsInServerOrderWithVerifierFlags() {
    Map<String, String> values = O5Logon.challenge(BENCH, random).phaseOneValues();
    assertEquals(List.of("AUTH_SESSKEY", "AUTH_VFR_DATA", "AUTH_PBKDF2_CSK_SALT",
        "AUTH_PBKDF2_VGEN_COUNT", "AUTH_PBKDF2_SDER_COUNT"), List.copyOf(values.keySet()));
    assertEquals(64, values.get(O5Logon.AUTH_SESSKEY).length());
    assertEquals("4096", values.get(O5Logon.AUTH_PBKDF2_VGEN_COUNT));
    assertEquals("3", values.get(O5Logon.AUTH_PBKDF2_SDER_COUNT));
    assertEquals(0x4815, O5Logon.flagsFor(O5Logon.AUTH_VFR_DATA));
    assertEquals(0, O5Logon.flagsFor(O5Logon.AUTH_SESSKEY));
  }

  @Test
  void shouldLetClientWithPasswordInAndPassItsResponseCheck() {
    O5LogonVerifier verifier = O5LogonVerifier.create("s3cret-pässwörd", random);
    O5Logon logon = O5Logon.challenge(verifier, random);
    O5LogonTestClient client =
        new O5LogonTestClient(logon.phaseOneValues(), "s3cret-pässwörd", random);
    String response =
        logon.verify(client.sessionKeyHex, client.passwordHex, client.speedyKeyHex).orElseThrow();
    assertEquals(96, response.length());
    assertTrue(client.acceptsServerResponse(response));
  }

  @Test
  void shouldAcceptPasswordWithoutSpeedyKey() {
    O5Logon logon = O5Logon.challenge(BENCH, random);
    O5LogonTestClient client = new O5LogonTestClient(logon.phaseOneValues(), "bench", random);
    assertTrue(logon.verify(client.sessionKeyHex, client.passwordHex, null).isPresent());
  }

  @Test
  void shouldRejectWrongOrTruncatedPassword() {
    for (String wrong : List.of("Bench", "benc", "bench ", "bench\0")) {
      O5Logon logon = O5Logon.challenge(BENCH, random);
      O5LogonTestClient client = new O5LogonTestClient(logon.phaseOneValues(), wrong, random);
      assertEquals(Optional.empty(),
          logon.verify(client.sessionKeyHex, client.passwordHex, null), wrong);
    }
  }

  @Test
  void shouldRejectTamperedSpeedyKey() {
    O5Logon logon = O5Logon.challenge(BENCH, random);
    O5LogonTestClient client = new O5LogonTestClient(logon.phaseOneValues(), "bench", random);
    String tampered = flipLastHexDigit(client.speedyKeyHex);
    assertEquals(Optional.empty(),
        logon.verify(client.sessionKeyHex, client.passwordHex, tampered));
  }

  @Test
  void shouldNameMalformedPhaseTwoValues() {
    O5Logon logon = O5Logon.challenge(BENCH, random);
    O5LogonTestClient client = new O5LogonTestClient(logon.phaseOneValues(), "bench", random);
    assertEquals("AUTH_SESSKEY must be 64 hex characters, got 62",
        assertThrows(IllegalArgumentException.class,
            () -> logon.verify(client.sessionKeyHex.substring(2), client.passwordHex, null))
            .getMessage());
    assertEquals("AUTH_PASSWORD must be a multiple of 16 bytes and at least 32, got 31",
        assertThrows(IllegalArgumentException.class,
            () -> logon.verify(client.sessionKeyHex, client.passwordHex.substring(2), null))
            .getMessage());
    assertThrows(IllegalArgumentException.class, () -> logon.verify(client.sessionKeyHex,
        client.passwordHex, client.speedyKeyHex + "00"));
  }

  private static String flipLastHexDigit(String hex) {
    char last = hex.charAt(hex.length() - 1);
    return hex.substring(0, hex.length() - 1) + (last == '0' ? '1' : '0');
  }
}
