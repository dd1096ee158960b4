package dev.nnebench.wire.crypto;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * 3DES (EDE) for DATA payloads as ojdbc up to 21 runs it; the same in both key schedules.
 * <ul>
 *   <li>Keys: 3DES168 = Z[0..24); 3DES112 = Z[0..16) || Z[0..8) (K3 = K1). No parity fix-up.
 *   <li>CBC done here over an ECB block function, from the constant IV 0123456789ABCDEF, with ONE
 *       chaining register for the connection: it always holds the last ciphertext block on the
 *       wire, sent or received, so packets chain across both directions.
 *   <li>The block function is latched by the first operation after each (re)key: the driver sets
 *       up its DES key schedule in that call's direction and uses it both ways. The client's first
 *       operation is always the mirror of ours, so latching to our own first operation (encrypt
 *       if we seal first, decrypt if we open first) always pairs with the driver's: after keying
 *       it sends first and we end up producing ciphertext with 3DES-Decrypt.
 * </ul>
 * {@link #renew} (after a BREAK/RESET marker) goes back to the IV and clears the latch.
 */
final class TripleDesPacketCipher extends PacketCipher {
  static final int DES_BLOCK = 8;
  private static final int DES_KEY = 8;
  private static final byte[] IV = {0x01, 0x23, 0x45, 0x67, (byte) 0x89, (byte) 0xAB,
      (byte) 0xCD, (byte) 0xEF};

  private final Cipher encryptBlock;
  private final Cipher decryptBlock;
  private final byte[] register = IV.clone();
  private final byte[] block = new byte[DES_BLOCK];
  private Cipher latched;

  private TripleDesPacketCipher(Cipher encryptBlock, Cipher decryptBlock) {
    this.encryptBlock = encryptBlock;
    this.decryptBlock = decryptBlock;
  }

  /** {@code keyLength} 16 (3DES112) or 24 (3DES168) bytes of Z. */
  static TripleDesPacketCipher create(int keyLength, byte[] sharedSecret) {
    byte[] key = new byte[3 * DES_KEY];
    System.arraycopy(sharedSecret, 0, key, 0, keyLength);
    if (keyLength == 2 * DES_KEY) {
      System.arraycopy(sharedSecret, 0, key, 2 * DES_KEY, DES_KEY);
    }
    SecretKeySpec spec = new SecretKeySpec(key, "DESede");
    try {
      Cipher e = Cipher.getInstance("DESede/ECB/NoPadding");
      e.init(Cipher.ENCRYPT_MODE, spec);
      Cipher d = Cipher.getInstance("DESede/ECB/NoPadding");
      d.init(Cipher.DECRYPT_MODE, spec);
      return new TripleDesPacketCipher(e, d);
    } catch (GeneralSecurityException ex) {
      throw new IllegalStateException("DESede/ECB/NoPadding unavailable: " + ex.getMessage(), ex);
    }
  }

  @Override
  int block() {
    return DES_BLOCK;
  }

  @Override
  int encrypt(byte[] in, int off, int len, byte[] tail, int tailLen, byte[] out, int outOff) {
    Cipher f = latch(encryptBlock);
    for (int i = 0; i < len; i += DES_BLOCK) {
      encryptOne(f, in, off + i, out, outOff + i);
    }
    for (int i = 0; i < tailLen; i += DES_BLOCK) {
      encryptOne(f, tail, i, out, outOff + len + i);
    }
    return len + tailLen;
  }

  /** C = F(P xor V); V = C. */
  private void encryptOne(Cipher f, byte[] in, int off, byte[] out, int outOff) {
    for (int k = 0; k < DES_BLOCK; k++) {
      block[k] = (byte) (in[off + k] ^ register[k]);
    }
    apply(f, block, 0, out, outOff);
    System.arraycopy(out, outOff, register, 0, DES_BLOCK);
  }

  /** P = F(C) xor V; V = C. */
  @Override
  byte[] decrypt(byte[] in, int off, int len) {
    Cipher f = latch(decryptBlock);
    byte[] plain = new byte[len];
    for (int i = 0; i < len; i += DES_BLOCK) {
      apply(f, in, off + i, plain, i);
      for (int k = 0; k < DES_BLOCK; k++) {
        plain[i + k] ^= register[k];
      }
      System.arraycopy(in, off + i, register, 0, DES_BLOCK);
    }
    return plain;
  }

  @Override
  void renew() {
    System.arraycopy(IV, 0, register, 0, DES_BLOCK);
    latched = null;
  }

  private Cipher latch(Cipher natural) {
    if (latched == null) {
      latched = natural;
    }
    return latched;
  }

  private static void apply(Cipher f, byte[] in, int off, byte[] out, int outOff) {
    try {
      f.update(in, off, DES_BLOCK, out, outOff);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("3DES block failed: " + e.getMessage(), e);
    }
  }
}
