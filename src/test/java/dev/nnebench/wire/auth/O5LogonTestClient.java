package dev.nnebench.wire.auth;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Map;

/**
 * The client half of O5LOGON (12c verifier) as the thin clients do it, written independently of
 * the server code except for the shared primitives: derive K from the password and the server's
 * salt, recover A, answer with a fresh B, the password and the speedy key under the combo key.
 */
final class O5LogonTestClient {
  final String sessionKeyHex;
  final String passwordHex;
  final String speedyKeyHex;
  private final byte[] combo;

  O5LogonTestClient(Map<String, String> phaseOne, String password, SecureRandom random) {
    byte[] salt = Hex.parse("salt", phaseOne.get(O5Logon.AUTH_VFR_DATA), -1);
    int vgen = Integer.parseInt(phaseOne.get(O5Logon.AUTH_PBKDF2_VGEN_COUNT));
    int sder = Integer.parseInt(phaseOne.get(O5Logon.AUTH_PBKDF2_SDER_COUNT));
    byte[] speedy = O5LogonCrypto.pbkdf2(password,
        O5LogonVerifier.concat(salt, "AUTH_PBKDF2_SPEEDY_KEY".getBytes(StandardCharsets.US_ASCII)),
        vgen, 64);
    byte[] key = Arrays.copyOf(O5LogonCrypto.sha512(speedy, salt), 32);
    byte[] serverHalf =
        O5LogonCrypto.decrypt(key, Hex.parse("sk", phaseOne.get(O5Logon.AUTH_SESSKEY), -1));
    byte[] clientHalf = randomBytes(random, serverHalf.length);
    sessionKeyHex = Hex.upper(O5LogonCrypto.encrypt(key, clientHalf));
    byte[] cskSalt = Hex.parse("csk", phaseOne.get(O5Logon.AUTH_PBKDF2_CSK_SALT), -1);
    String keyText = Hex.upper(O5LogonVerifier.concat(clientHalf, serverHalf));
    combo = O5LogonCrypto.pbkdf2(keyText, cskSalt, sder, 32);
    passwordHex = encryptWithPrefix(password.getBytes(StandardCharsets.UTF_8), random, false);
    speedyKeyHex = encryptWithPrefix(speedy, random, true);
  }

  /** Prefixes 16 random bytes, pads, encrypts; the speedy key is cut back to 80 bytes. */
  private String encryptWithPrefix(byte[] secret, SecureRandom random, boolean truncate) {
    byte[] plain = O5LogonVerifier.concat(randomBytes(random, 16), secret);
    byte[] encrypted = O5LogonCrypto.encrypt(combo, O5LogonCrypto.pad(plain));
    return Hex.upper(truncate ? Arrays.copyOf(encrypted, plain.length) : encrypted);
  }

  /** The check the driver makes on AUTH_SVR_RESPONSE. */
  boolean acceptsServerResponse(String responseHex) {
    byte[] plain = O5LogonCrypto.decrypt(combo, Hex.parse("resp", responseHex, -1));
    return Arrays.equals(Arrays.copyOfRange(plain, 16, 32),
        "SERVER_TO_CLIENT".getBytes(StandardCharsets.US_ASCII));
  }

  private static byte[] randomBytes(SecureRandom random, int length) {
    byte[] bytes = new byte[length];
    random.nextBytes(bytes);
    return bytes;
  }
}
