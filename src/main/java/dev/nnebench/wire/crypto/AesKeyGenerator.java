package dev.nnebench.wire.crypto;

import dev.nnebench.nne.KeySchedule;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * SHA-2 integrity keys: AES-128-CBC under a seed key and seed IV encrypts 32 zero bytes into the
 * seed F = K1 || IV1. Each direction is AES-128-CBC(K1 with its mark byte, IV1), and per packet
 * its MAC-length state is CBC-encrypted again, the chain running on across packets.
 * <ul>
 *   <li>legacy: seed key Z[0..5) || FF || zeros, seed IV = the server IV, mark at byte 5;
 *   <li>updated: seed key Z[0..16) with byte 15 = FF, seed IV = Z[32..48), mark at byte 15.
 * </ul>
 * A renewal encrypts F under AES-128-CBC(F[0..16), F[16..32)) and rekeys both directions; their
 * states carry on.
 */
final class AesKeyGenerator extends IntegrityKeys {
  private static final int AES_KEY = 16;

  private final int markPosition;
  private final Chain toServer;
  private final Chain toClient;
  private byte[] seed;

  AesKeyGenerator(int macLength, byte[] sharedSecret, byte[] iv, KeySchedule schedule) {
    boolean legacy = schedule == KeySchedule.LEGACY;
    byte[] seedKey = new byte[AES_KEY];
    int zBytes = legacy ? LEGACY_SEED : AES_KEY - 1;
    System.arraycopy(sharedSecret, 0, seedKey, 0, zBytes);
    seedKey[zBytes] = GENERATOR_FILL;
    byte[] seedIv = legacy ? Arrays.copyOf(iv, IV_LENGTH)
        : Arrays.copyOfRange(sharedSecret, UPDATED_TAIL, UPDATED_TAIL + IV_LENGTH);
    this.markPosition = zBytes;
    this.seed = encrypt(seedKey, seedIv, new byte[2 * AES_KEY]);
    this.toServer = new Chain(macLength);
    this.toClient = new Chain(macLength);
    rekey();
  }

  @Override
  MacKeystream clientToServer() {
    return toServer;
  }

  @Override
  MacKeystream serverToClient() {
    return toClient;
  }

  @Override
  void renew() {
    seed = encrypt(Arrays.copyOf(seed, AES_KEY), Arrays.copyOfRange(seed, AES_KEY, 2 * AES_KEY),
        seed);
    rekey();
  }

  private void rekey() {
    byte[] chainIv = Arrays.copyOfRange(seed, AES_KEY, 2 * AES_KEY);
    toServer.rekey(markedKey(CLIENT_TO_SERVER_MARK), chainIv);
    toClient.rekey(markedKey(SERVER_TO_CLIENT_MARK), chainIv);
  }

  private byte[] markedKey(byte mark) {
    byte[] key = Arrays.copyOf(seed, AES_KEY);
    key[markPosition] = mark;
    return key;
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

  /** One direction: its chain cipher and the MAC-length state it re-encrypts per packet. */
  private static final class Chain implements MacKeystream {
    private final byte[] state;
    private Cipher cipher;

    Chain(int macLength) {
      this.state = new byte[macLength];
    }

    void rekey(byte[] key, byte[] iv) {
      try {
        cipher = cbc(key, iv);
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException("AES/CBC/NoPadding unavailable: " + e.getMessage(), e);
      }
    }

    @Override
    public void next(byte[] dst) {
      try {
        // update(), never doFinal(): the CBC chain must continue into the next packet. Distinct
        // input and output arrays: an in-place update makes the JDK copy (allocate) the input.
        cipher.update(state, 0, state.length, dst, 0);
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException("MAC key chain failed: " + e.getMessage(), e);
      }
      System.arraycopy(dst, 0, state, 0, state.length);
    }
  }
}
