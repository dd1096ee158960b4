package dev.nnebench.wire.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The server side of one O5LOGON exchange with a 12c verifier: {@link #challenge} makes the
 * phase-1 values, {@link #verify} checks the client's phase-2 values and answers with
 * AUTH_SVR_RESPONSE. One instance per connection; not thread-safe.
 */
public final class O5Logon {
  /** Flags of the AUTH_VFR_DATA pair: tells the client the verifier is the 12c one. */
  public static final int VERIFIER_TYPE_12C = 0x4815;

  public static final String AUTH_SESSKEY = "AUTH_SESSKEY";
  public static final String AUTH_VFR_DATA = "AUTH_VFR_DATA";
  public static final String AUTH_PBKDF2_CSK_SALT = "AUTH_PBKDF2_CSK_SALT";
  public static final String AUTH_PBKDF2_VGEN_COUNT = "AUTH_PBKDF2_VGEN_COUNT";
  public static final String AUTH_PBKDF2_SDER_COUNT = "AUTH_PBKDF2_SDER_COUNT";
  public static final String AUTH_PASSWORD = "AUTH_PASSWORD";
  public static final String AUTH_PBKDF2_SPEEDY_KEY = "AUTH_PBKDF2_SPEEDY_KEY";
  public static final String AUTH_SVR_RESPONSE = "AUTH_SVR_RESPONSE";

  static final int KEY_HALF_LENGTH = 32;
  /** Random prefix the client puts before the password and the speedy key. */
  static final int RANDOM_PREFIX = 16;
  static final int SPEEDY_KEY_FIELD = RANDOM_PREFIX + O5LogonVerifier.SPEEDY_LENGTH;
  static final byte[] SERVER_TO_CLIENT = "SERVER_TO_CLIENT".getBytes(StandardCharsets.US_ASCII);

  private final O5LogonVerifier verifier;
  private final SecureRandom random;
  private final byte[] serverKeyHalf;
  private final String sessionKeyHex;

  private O5Logon(O5LogonVerifier verifier, SecureRandom random) {
    this.verifier = verifier;
    this.random = random;
    this.serverKeyHalf = new byte[KEY_HALF_LENGTH];
    random.nextBytes(serverKeyHalf);
    this.sessionKeyHex = Hex.upper(O5LogonCrypto.encrypt(verifier.key(), serverKeyHalf));
  }

  /** Phase 1: draws the server key half A for this connection. */
  public static O5Logon challenge(O5LogonVerifier verifier, SecureRandom random) {
    return new O5Logon(verifier, random);
  }

  /** Flags to send with the phase-1 pair {@code key}: 0x4815 for AUTH_VFR_DATA, else 0. */
  public static int flagsFor(String key) {
    return AUTH_VFR_DATA.equals(key) ? VERIFIER_TYPE_12C : 0;
  }

  /** The server key half A (32 bytes). */
  public byte[] serverKeyHalf() {
    return serverKeyHalf.clone();
  }

  /** AUTH_SESSKEY: A encrypted under K, 64 uppercase hex characters. */
  public String sessionKeyHex() {
    return sessionKeyHex;
  }

  /** The phase-1 pairs in a real server's order; send each with {@link #flagsFor} flags. */
  public Map<String, String> phaseOneValues() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put(AUTH_SESSKEY, sessionKeyHex);
    values.put(AUTH_VFR_DATA, verifier.verifierDataHex());
    values.put(AUTH_PBKDF2_CSK_SALT, verifier.cskSaltHex());
    values.put(AUTH_PBKDF2_VGEN_COUNT, Integer.toString(O5LogonVerifier.VGEN_COUNT));
    values.put(AUTH_PBKDF2_SDER_COUNT, Integer.toString(O5LogonVerifier.SDER_COUNT));
    return values;
  }

  /**
   * Phase 2: checks the client's values.
   *
   * @param clientSessionKeyHex the client's AUTH_SESSKEY
   * @param passwordHex the client's AUTH_PASSWORD
   * @param speedyKeyHex the client's AUTH_PBKDF2_SPEEDY_KEY, or null if it sent none
   * @return AUTH_SVR_RESPONSE if the password matches; empty for a wrong password (ORA-01017)
   * @throws IllegalArgumentException if a value is not hex or has an impossible length
   */
  public Optional<String> verify(String clientSessionKeyHex, String passwordHex,
      String speedyKeyHex) {
    byte[] combo = comboKey(clientSessionKeyHex);
    boolean passwordOk = passwordMatches(combo, passwordHex);
    boolean speedyOk = speedyKeyHex == null || speedyKeyMatches(combo, speedyKeyHex);
    return passwordOk && speedyOk ? Optional.of(serverResponse(combo)) : Optional.empty();
  }

  /**
   * The combo key both sides derive from the two key halves. Once the password is verified, NNE
   * folds it into the Diffie-Hellman secret ("authentication key fold-in"): the driver switches
   * to the folded keys right after the phase-2 answer.
   */
  public byte[] comboKey(String clientSessionKeyHex) {
    byte[] encrypted = Hex.parse(AUTH_SESSKEY, clientSessionKeyHex, KEY_HALF_LENGTH);
    byte[] clientHalf = O5LogonCrypto.decrypt(verifier.key(), encrypted);
    // The client half comes first, then the server half, hex-encoded in uppercase.
    String both = Hex.upper(O5LogonVerifier.concat(clientHalf, serverKeyHalf));
    return O5LogonCrypto.pbkdf2(both, verifier.cskSalt(), O5LogonVerifier.SDER_COUNT,
        O5LogonVerifier.KEY_LENGTH);
  }

  private boolean passwordMatches(byte[] combo, String passwordHex) {
    byte[] encrypted = Hex.parse(AUTH_PASSWORD, passwordHex, -1);
    if (encrypted.length < 2 * O5LogonCrypto.BLOCK || encrypted.length % O5LogonCrypto.BLOCK != 0) {
      throw new IllegalArgumentException(AUTH_PASSWORD + " must be a multiple of 16 bytes and at"
          + " least 32, got " + encrypted.length);
    }
    byte[] plain = O5LogonCrypto.decrypt(combo, encrypted);
    byte[] candidate = Arrays.copyOfRange(plain, RANDOM_PREFIX, unpaddedLength(plain));
    return MessageDigest.isEqual(candidate, verifier.password());
  }

  /*
   * Clients pad the password PKCS#7-style (1..16 bytes of the pad length). If the tail is not a
   * valid pad, fall back to stripping zero bytes: a password never contains NUL, and a zero-padding
   * client would otherwise be rejected for the wrong reason.
   */
  private static int unpaddedLength(byte[] plain) {
    int pad = plain[plain.length - 1] & 0xFF;
    if (pad >= 1 && pad <= O5LogonCrypto.BLOCK && endsWith(plain, pad)) {
      return plain.length - pad;
    }
    int end = plain.length;
    while (end > RANDOM_PREFIX && plain[end - 1] == 0) {
      end--;
    }
    return end;
  }

  private static boolean endsWith(byte[] plain, int pad) {
    for (int i = plain.length - pad; i < plain.length; i++) {
      if ((plain[i] & 0xFF) != pad) {
        return false;
      }
    }
    return true;
  }

  private boolean speedyKeyMatches(byte[] combo, String speedyKeyHex) {
    byte[] encrypted = Hex.parse(AUTH_PBKDF2_SPEEDY_KEY, speedyKeyHex, SPEEDY_KEY_FIELD);
    byte[] plain = O5LogonCrypto.decrypt(combo, encrypted);
    byte[] speedy = Arrays.copyOfRange(plain, RANDOM_PREFIX, SPEEDY_KEY_FIELD);
    return MessageDigest.isEqual(speedy, verifier.speedyKey());
  }

  private String serverResponse(byte[] combo) {
    byte[] prefix = new byte[RANDOM_PREFIX];
    random.nextBytes(prefix);
    byte[] message = O5LogonCrypto.pad(O5LogonVerifier.concat(prefix, SERVER_TO_CLIENT));
    return Hex.upper(O5LogonCrypto.encrypt(combo, message));
  }
}
