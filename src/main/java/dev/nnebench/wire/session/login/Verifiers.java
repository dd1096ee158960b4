package dev.nnebench.wire.session.login;

import dev.nnebench.wire.auth.O5LogonVerifier;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The 12c verifiers of the configured users, computed once per server like a real server's
 * stored verifiers (PBKDF2 with 4096 rounds is too slow to repeat per connection). An unknown
 * user gets a random verifier, so it fails in phase 2 with ORA-01017 like a wrong password.
 */
public final class Verifiers {
  private final Map<String, O5LogonVerifier> byUser = new ConcurrentHashMap<>();
  private final SecureRandom random;

  public Verifiers(SecureRandom random) {
    this.random = random;
  }

  O5LogonVerifier forUser(String user, String password) {
    if (password == null) {
      byte[] unknown = new byte[24];
      random.nextBytes(unknown);
      return O5LogonVerifier.create(java.util.HexFormat.of().formatHex(unknown), random);
    }
    String key = user.toUpperCase(Locale.ROOT) + '\0' + password;
    return byUser.computeIfAbsent(key, k -> O5LogonVerifier.create(password, random));
  }
}
