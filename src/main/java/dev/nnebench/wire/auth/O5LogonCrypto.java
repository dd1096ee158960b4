package dev.nnebench.wire.auth;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/** The three primitives O5LOGON is built from: PBKDF2-HMAC-SHA512, SHA-512, AES-CBC zero IV. */
final class O5LogonCrypto {
  static final int BLOCK = 16;
  private static final byte[] ZERO_IV = new byte[BLOCK];
  private static final int BITS_PER_BYTE = 8;

  private O5LogonCrypto() {}

  static byte[] pbkdf2(String password, byte[] salt, int iterations, int lengthBytes) {
    PBEKeySpec spec =
        new PBEKeySpec(password.toCharArray(), salt, iterations, lengthBytes * BITS_PER_BYTE);
    try {
      return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA512").generateSecret(spec).getEncoded();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("PBKDF2WithHmacSHA512 unavailable in this JDK", e);
    } finally {
      spec.clearPassword();
    }
  }

  static byte[] sha512(byte[]... parts) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-512");
      for (byte[] part : parts) {
        digest.update(part);
      }
      return digest.digest();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SHA-512 unavailable in this JDK", e);
    }
  }

  /** AES-CBC with a zero IV and no padding; {@code data} must be a multiple of 16 bytes. */
  static byte[] encrypt(byte[] key, byte[] data) {
    return aes(Cipher.ENCRYPT_MODE, key, data);
  }

  static byte[] decrypt(byte[] key, byte[] data) {
    return aes(Cipher.DECRYPT_MODE, key, data);
  }

  /** Appends 1..16 bytes each holding the pad length (PKCS#7), as the clients pad passwords. */
  static byte[] pad(byte[] data) {
    int padLength = BLOCK - data.length % BLOCK;
    byte[] padded = Arrays.copyOf(data, data.length + padLength);
    Arrays.fill(padded, data.length, padded.length, (byte) padLength);
    return padded;
  }

  private static byte[] aes(int mode, byte[] key, byte[] data) {
    try {
      Cipher cipher = Cipher.getInstance("AES/CBC/NoPadding");
      cipher.init(mode, new SecretKeySpec(key, "AES"), new IvParameterSpec(ZERO_IV));
      return cipher.doFinal(data);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES/CBC/NoPadding failed: " + e.getMessage(), e);
    }
  }
}
