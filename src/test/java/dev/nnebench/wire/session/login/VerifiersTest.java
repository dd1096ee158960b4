package dev.nnebench.wire.session.login;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.nnebench.wire.auth.O5LogonVerifier;
import java.security.SecureRandom;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Unknown users are answered as known ones are: stable salts, no key derivation per request. */
class VerifiersTest {
  private final Verifiers verifiers = new Verifiers(new SecureRandom());

  @Test
  void shouldAnnounceStableSaltsForAnUnknownUser() {
    O5LogonVerifier first = verifiers.forUser("nobody", null);
    O5LogonVerifier again = verifiers.forUser("NOBODY", null);
    assertEquals(first.verifierDataHex(), again.verifierDataHex());
    assertEquals(first.cskSaltHex(), again.cskSaltHex());
    assertNotEquals(first.verifierDataHex(), verifiers.forUser("somebody", null).verifierDataHex());
    assertEquals(32, first.verifierDataHex().length());
  }

  @Test
  void shouldAnswerUnknownUsersWithoutDerivingAKeyEach() {
    verifiers.forUser("warm-up", null); // the one derivation a server makes
    // each PBKDF2 derivation takes milliseconds: a thousand would take seconds
    assertTimeoutPreemptively(Duration.ofSeconds(3), () -> {
      for (int i = 0; i < 1_000; i++) {
        verifiers.forUser("user" + i, null);
      }
    });
  }
}
