package dev.nnebench.wire.auth;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;

/**
 * One user's 12c password verifier (verifier type 0x4815): the salts, iteration counts and the
 * derived key K that both sides can compute from the password. Immutable; derive it once per user
 * (the 4096 PBKDF2 rounds take milliseconds) and share it across connections.
 */
public final class O5LogonVerifier {
  /** Iterations of the password PBKDF2 a real server announces (AUTH_PBKDF2_VGEN_COUNT). */
  public static final int VGEN_COUNT = 4096;
  /** Iterations of the session-key PBKDF2 a real server announces (AUTH_PBKDF2_SDER_COUNT). */
  public static final int SDER_COUNT = 3;
  /** Length of the verifier salt S and the CSK salt C. */
  public static final int SALT_LENGTH = 16;

  static final int SPEEDY_LENGTH = 64;
  static final int KEY_LENGTH = 32;
  private static final byte[] SPEEDY_LABEL =
      "AUTH_PBKDF2_SPEEDY_KEY".getBytes(StandardCharsets.US_ASCII);

  private final byte[] password;
  private final byte[] salt;
  private final byte[] cskSalt;
  private final byte[] speedyKey;
  private final byte[] key;

  private O5LogonVerifier(String password, byte[] salt, byte[] cskSalt) {
    this.password = password.getBytes(StandardCharsets.UTF_8);
    this.salt = salt.clone();
    this.cskSalt = cskSalt.clone();
    this.speedyKey = O5LogonCrypto.pbkdf2(password, concat(salt, SPEEDY_LABEL), VGEN_COUNT,
        SPEEDY_LENGTH);
    byte[] digest = O5LogonCrypto.sha512(speedyKey, salt);
    this.key = java.util.Arrays.copyOf(digest, KEY_LENGTH);
  }

  private O5LogonVerifier(O5LogonVerifier keys, byte[] salt, byte[] cskSalt) {
    this.password = keys.password;
    this.speedyKey = keys.speedyKey;
    this.key = keys.key;
    this.salt = salt.clone();
    this.cskSalt = cskSalt.clone();
  }

  /**
   * This verifier's derived keys announced with other salts, at no derivation cost: the stand-in
   * a server answers an unknown user with, so that its phase 1 looks and costs like a known
   * user's. No password matches the announced salt, so phase 2 fails as a wrong password does.
   */
  public O5LogonVerifier decoy(byte[] salt, byte[] cskSalt) {
    requireSalt("verifier salt", salt);
    requireSalt("CSK salt", cskSalt);
    return new O5LogonVerifier(this, salt, cskSalt);
  }

  /** A verifier for {@code password} with fresh random salts. */
  public static O5LogonVerifier create(String password, SecureRandom random) {
    byte[] salt = new byte[SALT_LENGTH];
    byte[] cskSalt = new byte[SALT_LENGTH];
    random.nextBytes(salt);
    random.nextBytes(cskSalt);
    return of(password, salt, cskSalt);
  }

  /**
   * A verifier with the given 16-byte salts (for known-answer tests and reproducible runs).
   *
   * @throws IllegalArgumentException if the password is empty or a salt is not 16 bytes
   */
  public static O5LogonVerifier of(String password, byte[] salt, byte[] cskSalt) {
    if (password == null || password.isEmpty()) {
      throw new IllegalArgumentException("O5LOGON password must not be empty");
    }
    requireSalt("verifier salt", salt);
    requireSalt("CSK salt", cskSalt);
    return new O5LogonVerifier(password, salt, cskSalt);
  }

  private static void requireSalt(String name, byte[] value) {
    if (value == null || value.length != SALT_LENGTH) {
      throw new IllegalArgumentException(name + " must be " + SALT_LENGTH + " bytes");
    }
  }

  static byte[] concat(byte[] a, byte[] b) {
    byte[] result = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, result, a.length, b.length);
    return result;
  }

  /** AUTH_VFR_DATA: hex of the verifier salt S. */
  public String verifierDataHex() {
    return Hex.upper(salt);
  }

  /** AUTH_PBKDF2_CSK_SALT: hex of the CSK salt C. */
  public String cskSaltHex() {
    return Hex.upper(cskSalt);
  }

  byte[] password() {
    return password;
  }

  byte[] cskSalt() {
    return cskSalt;
  }

  byte[] speedyKey() {
    return speedyKey;
  }

  byte[] key() {
    return key;
  }
}
