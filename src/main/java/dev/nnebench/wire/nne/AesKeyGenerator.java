package dev.nnebench.wire.nne;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * SHA-2 integrity keys (brief 3.5): AES-128-CBC keyed with Z[0..5) || 0xFF || zeros over the
 * server IV encrypts 32 zero bytes into K1 || IV1. Each direction is AES-128-CBC(K1 with byte 5 =
 * mark, IV1), and per packet its MAC-length state is CBC-encrypted again, the chain running on
 * across packets.
 */
final class AesKeyGenerator {
  private static final int AES_KEY = 16;
  private static final int MARK_POSITION = 5;

  private AesKeyGenerator() {}

  static IntegrityKeys derive(int macLength, byte[] sharedSecret, byte[] iv) {
    byte[] generatorKey = new byte[AES_KEY];
    System.arraycopy(sharedSecret, 0, generatorKey, 0, IntegrityKeys.SECRET_PREFIX);
    generatorKey[IntegrityKeys.SECRET_PREFIX] = IntegrityKeys.GENERATOR_FILL;
    byte[] keyAndIv = new byte[2 * AES_KEY];
    try {
      Cipher generator = cbc(generatorKey, Arrays.copyOf(iv, IntegrityKeys.IV_LENGTH));
      generator.update(keyAndIv, 0, keyAndIv.length, keyAndIv, 0);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES/CBC/NoPadding unavailable: " + e.getMessage(), e);
    }
    byte[] key = Arrays.copyOf(keyAndIv, AES_KEY);
    byte[] chainIv = Arrays.copyOfRange(keyAndIv, AES_KEY, 2 * AES_KEY);
    return new IntegrityKeys(stream(key, IntegrityKeys.CLIENT_TO_SERVER_MARK, chainIv, macLength),
        stream(key, IntegrityKeys.SERVER_TO_CLIENT_MARK, chainIv, macLength));
  }

  private static MacKeystream stream(byte[] key, byte mark, byte[] chainIv, int macLength) {
    byte[] directionKey = key.clone();
    directionKey[MARK_POSITION] = mark;
    byte[] state = new byte[macLength];
    Cipher chain;
    try {
      chain = cbc(directionKey, chainIv);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES/CBC/NoPadding unavailable: " + e.getMessage(), e);
    }
    return dst -> {
      try {
        // update(), never doFinal(): the CBC chain must continue into the next packet. Distinct
        // input and output arrays: an in-place update makes the JDK copy (allocate) the input.
        chain.update(state, 0, macLength, dst, 0);
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException("MAC key chain failed: " + e.getMessage(), e);
      }
      System.arraycopy(dst, 0, state, 0, macLength);
    };
  }

  static Cipher cbc(byte[] key, byte[] iv) throws GeneralSecurityException {
    Cipher cipher = Cipher.getInstance("AES/CBC/NoPadding");
    cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
    return cipher;
  }
}
