package dev.nnebench.wire.session.login;

import dev.nnebench.wire.auth.O5LogonVerifier;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The 12c verifiers of the configured users, computed once per server like a real server's
 * stored verifiers (PBKDF2 with 4096 rounds is too slow to repeat per connection). An unknown
 * user is answered as a real server answers one: with salts that are the same on every request
 * for that name (derived from a per-server secret) and one decoy key derived once, so that it
 * costs what a known user costs and fails in phase 2 with ORA-01017 like a wrong password.
 */
public final class Verifiers {
  private final Map<String, O5LogonVerifier> byUser = new ConcurrentHashMap<>();
  private final SecureRandom random;
  private final UnknownUsers unknown;

  public Verifiers(SecureRandom random) {
    this.random = random;
    this.unknown = new UnknownUsers(random);
  }

  O5LogonVerifier forUser(String user, String password) {
    if (password == null) {
      return unknown.verifier(user);
    }
    String key = user.toUpperCase(Locale.ROOT) + '\0' + password;
    return byUser.computeIfAbsent(key, k -> O5LogonVerifier.create(password, random));
  }
}
