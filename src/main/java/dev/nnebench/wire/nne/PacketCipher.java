package dev.nnebench.wire.nne;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-CBC for DATA payloads under the legacy schedule: the key is Z's prefix and every packet is
 * encrypted on its own from a zero IV. Each Cipher is initialised once; doFinal() puts it back to
 * that IV, which is exactly the per-packet restart.
 */
final class PacketCipher {
  static final int BLOCK = 16;

  private final Cipher encryptor;
  private final Cipher decryptor;

  private PacketCipher(Cipher encryptor, Cipher decryptor) {
    this.encryptor = encryptor;
    this.decryptor = decryptor;
  }

  static PacketCipher aes(byte[] key) {
    SecretKeySpec spec = new SecretKeySpec(key, "AES");
    IvParameterSpec zeroIv = new IvParameterSpec(new byte[BLOCK]);
    try {
      Cipher encryptor = Cipher.getInstance("AES/CBC/NoPadding");
      encryptor.init(Cipher.ENCRYPT_MODE, spec, zeroIv);
      Cipher decryptor = Cipher.getInstance("AES/CBC/NoPadding");
      decryptor.init(Cipher.DECRYPT_MODE, spec, zeroIv);
      return new PacketCipher(encryptor, decryptor);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES/CBC/NoPadding unavailable: " + e.getMessage(), e);
    }
  }

  /**
   * Encrypts {@code in[off, off+len) || tail[0, tailLen)} (each a whole number of blocks) into
   * {@code out} at {@code outOff}; returns the ciphertext length.
   */
  int encrypt(byte[] in, int off, int len, byte[] tail, int tailLen, byte[] out, int outOff) {
    try {
      int written = encryptor.update(in, off, len, out, outOff);
      return written + encryptor.doFinal(tail, 0, tailLen, out, outOff + written);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES encryption failed: " + e.getMessage(), e);
    }
  }

  /** Decrypts whole blocks {@code in[off, off+len)} into a new array. */
  byte[] decrypt(byte[] in, int off, int len) {
    try {
      return decryptor.doFinal(in, off, len);
    } catch (GeneralSecurityException e) {
      throw new IntegrityException("cannot decrypt DATA body: " + e.getMessage());
    }
  }
}
