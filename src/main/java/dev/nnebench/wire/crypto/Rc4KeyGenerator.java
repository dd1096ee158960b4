package dev.nnebench.wire.crypto;

import dev.nnebench.nne.KeySchedule;
import java.util.Arrays;

/**
 * MD5/SHA1 integrity keys: a session RC4 yields a seed S; each direction is RC4(S || mark) and
 * every packet consumes the next MAC-length bytes of it.
 * <ul>
 *   <li>legacy: session key Z[len-5..len) || FF || server IV, S = 5 bytes, key S || mark;
 *   <li>updated: session key Z[0..16) with byte 15 = FF, then Z[32..64); S = 16 bytes, key
 *       S[0..15) || mark.
 * </ul>
 * A renewal takes the next S from the same session stream and restarts both directions from it.
 */
final class Rc4KeyGenerator extends IntegrityKeys {
  private static final int UPDATED_KEY = 16;

  private final Rc4 session;
  private final int keyLength;
  private final Stream toServer;
  private final Stream toClient;

  Rc4KeyGenerator(int macLength, byte[] sharedSecret, byte[] iv, KeySchedule schedule) {
    boolean legacy = schedule == KeySchedule.LEGACY;
    this.session = new Rc4(legacy ? legacySessionKey(sharedSecret, iv)
        : updatedSessionKey(sharedSecret));
    this.keyLength = legacy ? LEGACY_SEED + 1 : UPDATED_KEY;
    this.toServer = new Stream(macLength);
    this.toClient = new Stream(macLength);
    renew();
  }

  private static byte[] legacySessionKey(byte[] z, byte[] iv) {
    byte[] key = new byte[LEGACY_SEED + 1 + iv.length];
    System.arraycopy(z, z.length - LEGACY_SEED, key, 0, LEGACY_SEED);
    key[LEGACY_SEED] = GENERATOR_FILL;
    System.arraycopy(iv, 0, key, LEGACY_SEED + 1, iv.length);
    return key;
  }

  private static byte[] updatedSessionKey(byte[] z) {
    byte[] key = new byte[UPDATED_KEY + UPDATED_TAIL];
    System.arraycopy(z, 0, key, 0, UPDATED_KEY - 1);
    key[UPDATED_KEY - 1] = GENERATOR_FILL;
    System.arraycopy(z, UPDATED_TAIL, key, UPDATED_KEY, UPDATED_TAIL);
    return key;
  }

  @Override
  MacKeystream clientToServer() {
    return toServer;
  }

  @Override
  MacKeystream serverToClient() {
    return toClient;
  }

  /** Also the initial keying: S is simply the next bytes of the session stream. */
  @Override
  void renew() {
    // the legacy S is 5 bytes; the updated one 16, of which the mark overwrites the last
    byte[] seed = new byte[keyLength];
    session.keystream(seed, 0, keyLength == UPDATED_KEY ? UPDATED_KEY : LEGACY_SEED);
    toServer.rc4 = new Rc4(marked(seed, CLIENT_TO_SERVER_MARK));
    toClient.rc4 = new Rc4(marked(seed, SERVER_TO_CLIENT_MARK));
  }

  private static byte[] marked(byte[] seed, byte mark) {
    byte[] key = Arrays.copyOf(seed, seed.length);
    key[key.length - 1] = mark;
    return key;
  }

  /** One direction's generator. */
  private static final class Stream implements MacKeystream {
    private final int macLength;
    private Rc4 rc4;

    Stream(int macLength) {
      this.macLength = macLength;
    }

    @Override
    public void next(byte[] dst) {
      rc4.keystream(dst, 0, macLength);
    }
  }
}
