package dev.nnebench.wire.crypto;

import dev.nnebench.nne.KeySchedule;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-CBC for DATA payloads: the key is Z's prefix and every packet is encrypted on its own from
 * the same IV, zero in the legacy schedule and Z[32..48) in the updated one, for every key size.
 * Each Cipher is initialised once; doFinal() puts it back to that IV, which is exactly the
 * per-packet restart.
 */
final class AesPacketCipher extends PacketCipher {
  private static final int UPDATED_IV_OFFSET = 32;

  private final Cipher encryptor;
  private final Cipher decryptor;

  private AesPacketCipher(Cipher encryptor, Cipher decryptor) {
    this.encryptor = encryptor;
    this.decryptor = decryptor;
  }

  static AesPacketCipher create(int keyLength, byte[] sharedSecret, KeySchedule schedule) {
    SecretKeySpec spec = new SecretKeySpec(Arrays.copyOf(sharedSecret, keyLength), "AES");
    IvParameterSpec iv = new IvParameterSpec(schedule == KeySchedule.LEGACY ? new byte[BLOCK]
        : Arrays.copyOfRange(sharedSecret, UPDATED_IV_OFFSET, UPDATED_IV_OFFSET + BLOCK));
    try {
      Cipher encryptor = Cipher.getInstance("AES/CBC/NoPadding");
      encryptor.init(Cipher.ENCRYPT_MODE, spec, iv);
      Cipher decryptor = Cipher.getInstance("AES/CBC/NoPadding");
      decryptor.init(Cipher.DECRYPT_MODE, spec, iv);
      return new AesPacketCipher(encryptor, decryptor);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES/CBC/NoPadding unavailable: " + e.getMessage(), e);
    }
  }

  @Override
  int block() {
    return BLOCK;
  }

  @Override
  int encrypt(byte[] in, int off, int len, byte[] tail, int tailLen, byte[] out, int outOff) {
    try {
      int written = encryptor.update(in, off, len, out, outOff);
      return written + encryptor.doFinal(tail, 0, tailLen, out, outOff + written);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES encryption failed: " + e.getMessage(), e);
    }
  }

  @Override
  byte[] decrypt(byte[] in, int off, int len) {
    try {
      return decryptor.doFinal(in, off, len);
    } catch (GeneralSecurityException e) {
      throw new IntegrityException("cannot decrypt DATA body: " + e.getMessage());
    }
  }
}
