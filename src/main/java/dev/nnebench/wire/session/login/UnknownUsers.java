package dev.nnebench.wire.session.login;

import dev.nnebench.wire.auth.O5LogonVerifier;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Verifiers for user names the server does not know. Each name's salts are an HMAC of the name
 * under a secret of this server, so asking twice gets the same answer, as for a real user; the
 * key behind them is one decoy derived lazily once, so no request costs a key derivation.
 */
final class UnknownUsers {
  private static final String HMAC = "HmacSHA256";
  private final SecureRandom random;
  private final byte[] secret = new byte[32];
  private volatile O5LogonVerifier decoy;

  UnknownUsers(SecureRandom random) {
    this.random = random;
    random.nextBytes(secret);
  }

  O5LogonVerifier verifier(String user) {
    byte[] mac = hmac((user == null ? "" : user).toUpperCase(Locale.ROOT));
    int n = O5LogonVerifier.SALT_LENGTH;
    return decoy().decoy(Arrays.copyOf(mac, n), Arrays.copyOfRange(mac, n, 2 * n));
  }

  private O5LogonVerifier decoy() {
    O5LogonVerifier d = decoy;
    if (d == null) {
      byte[] password = new byte[24];
      random.nextBytes(password);
      d = O5LogonVerifier.create(HexFormat.of().formatHex(password), random);
      decoy = d; // two first requests at once may both derive one: harmless
    }
    return d;
  }

  private byte[] hmac(String user) {
    try {
      Mac mac = Mac.getInstance(HMAC);
      mac.init(new SecretKeySpec(secret, HMAC));
      return mac.doFinal(user.getBytes(StandardCharsets.UTF_8));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(HMAC + " is part of every JDK", e);
    }
  }
}
