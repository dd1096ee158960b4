package dev.nnebench.wire.nne;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * SHA-2 integrity keys (brief 3.5): AES-128-CBC keyed with Z[0..5) || 0xFF || zeros over the
 * server IV encrypts 32 zero bytes into F = K1 || IV1. Each direction is AES-128-CBC(K1 with byte
 * 5 = mark, IV1), and per packet its MAC-length state is CBC-encrypted again, the chain running
 * on across packets. A renewal (after a break) replaces F with AES-128-CBC(F[0..16), F[16..32))
 * over F and rebuilds both directions from it; each direction keeps its last state, so the next
 * key is the new cipher over the previous one (nne-key-schedules.md, "Renewal").
 */
final class AesKeyGenerator {
  private static final int AES_KEY = 16;
  private static final int MARK_POSITION = 5;

  private final int macLength;
  private byte[] seed;
  private final Direction clientToServer;
  private final Direction serverToClient;

  private AesKeyGenerator(int macLength, byte[] seed) {
    this.macLength = macLength;
    this.seed = seed;
    this.clientToServer = new Direction(IntegrityKeys.CLIENT_TO_SERVER_MARK);
    this.serverToClient = new Direction(IntegrityKeys.SERVER_TO_CLIENT_MARK);
  }

  static IntegrityKeys derive(int macLength, byte[] sharedSecret, byte[] iv) {
    byte[] generatorKey = new byte[AES_KEY];
    System.arraycopy(sharedSecret, 0, generatorKey, 0, IntegrityKeys.SECRET_PREFIX);
    generatorKey[IntegrityKeys.SECRET_PREFIX] = IntegrityKeys.GENERATOR_FILL;
    byte[] seed = encrypt(generatorKey, Arrays.copyOf(iv, IntegrityKeys.IV_LENGTH),
        new byte[2 * AES_KEY]);
    AesKeyGenerator g = new AesKeyGenerator(macLength, seed);
    return new IntegrityKeys(g.clientToServer, g.serverToClient, g::renew);
  }

  private void renew() {
    seed = encrypt(Arrays.copyOf(seed, AES_KEY), Arrays.copyOfRange(seed, AES_KEY, 2 * AES_KEY),
        seed);
    clientToServer.rekey();
    serverToClient.rekey();
  }

  private static byte[] encrypt(byte[] key, byte[] iv, byte[] data) {
    try {
      return cbc(key, iv).doFinal(data);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES/CBC/NoPadding unavailable: " + e.getMessage(), e);
    }
  }

  static Cipher cbc(byte[] key, byte[] iv) throws GeneralSecurityException {
    Cipher cipher = Cipher.getInstance("AES/CBC/NoPadding");
    cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
    return cipher;
  }

  /** One direction's chain, keyed from the current seed with the direction's mark. */
  private final class Direction implements MacKeystream {
    private final byte mark;
    private final byte[] state = new byte[macLength];
    private Cipher chain;

    Direction(byte mark) {
      this.mark = mark;
      rekey();
    }

    void rekey() {
      byte[] key = Arrays.copyOf(seed, AES_KEY);
      key[MARK_POSITION] = mark;
      try {
        chain = cbc(key, Arrays.copyOfRange(seed, AES_KEY, 2 * AES_KEY));
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException("AES/CBC/NoPadding unavailable: " + e.getMessage(), e);
      }
    }

    @Override
    public void next(byte[] dst) {
      try {
        // update(), never doFinal(): the CBC chain must continue into the next packet. Distinct
        // input and output arrays: an in-place update makes the JDK copy (allocate) the input.
        chain.update(state, 0, macLength, dst, 0);
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException("MAC key chain failed: " + e.getMessage(), e);
      }
      System.arraycopy(dst, 0, state, 0, macLength);
    }
  }
}
