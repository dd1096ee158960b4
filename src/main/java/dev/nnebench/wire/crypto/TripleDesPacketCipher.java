package dev.nnebench.wire.crypto;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

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
 *
 * <p>The chain is sequential (each block's input holds the previous ciphertext) and, for the
 * server's sealing, runs through 3DES-Decrypt, which no JCE mode chains; so a whole body goes
 * through {@link DesEde} in one loop, the register kept after the initial permutation, with no
 * call or allocation per block.
 */
final class TripleDesPacketCipher extends PacketCipher {
  static final int DES_BLOCK = 8;
  private static final int DES_KEY = 8;
  private static final long IV = 0x0123456789ABCDEFL;
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private final DesEde engine;
  /** The last ciphertext block on the wire, either direction. */
  private long register = IV;
  /** The round keys latched by the first operation since (re)keying, or null. */
  private int[] latched;

  private TripleDesPacketCipher(DesEde engine) {
    this.engine = engine;
  }

  /** {@code keyLength} 16 (3DES112) or 24 (3DES168) bytes of Z. */
  static TripleDesPacketCipher create(int keyLength, byte[] sharedSecret) {
    byte[] key = new byte[3 * DES_KEY];
    System.arraycopy(sharedSecret, 0, key, 0, keyLength);
    if (keyLength == 2 * DES_KEY) {
      System.arraycopy(sharedSecret, 0, key, 2 * DES_KEY, DES_KEY);
    }
    return new TripleDesPacketCipher(DesEde.of(key, 0));
  }

  @Override
  int block() {
    return DES_BLOCK;
  }

  @Override
  int encrypt(byte[] in, int off, int len, byte[] tail, int tailLen, byte[] out, int outOff) {
    int[] keys = latch(engine.encryptKeys());
    long chained = DesEde.initialPermutation(register);
    chained = chain(keys, chained, in, off, len, out, outOff);
    chained = chain(keys, chained, tail, 0, tailLen, out, outOff + len);
    register = DesEde.finalPermutation(chained);
    return len + tailLen;
  }

  /**
   * C = F(P xor V); V = C, for the whole blocks of {@code in[off, off+len)}, with V (and the
   * return value) after the initial permutation.
   */
  private static long chain(int[] keys, long chained, byte[] in, int off, int len, byte[] out,
      int outOff) {
    long v = chained;
    for (int i = 0; i < len; i += DES_BLOCK) {
      long p = (long) LONGS.get(in, off + i);
      v = DesEde.rounds(keys, DesEde.initialPermutation(p) ^ v);
      LONGS.set(out, outOff + i, DesEde.finalPermutation(v));
    }
    return v;
  }

  /** P = F(C) xor V; V = C. */
  @Override
  byte[] decrypt(byte[] in, int off, int len) {
    int[] keys = latch(engine.decryptKeys());
    byte[] plain = new byte[len];
    long v = register;
    for (int i = 0; i < len; i += DES_BLOCK) {
      long c = (long) LONGS.get(in, off + i);
      LONGS.set(plain, i, DesEde.block(keys, c) ^ v);
      v = c;
    }
    register = v;
    return plain;
  }

  @Override
  void renew() {
    register = IV;
    latched = null;
  }

  private int[] latch(int[] natural) {
    if (latched == null) {
      latched = natural;
    }
    return latched;
  }
}
