package dev.nnebench.wire.crypto;

/**
 * RC4 keystream generator, for the MD5/SHA1 integrity key schedule only. Our own few lines rather
 * than the JDK's ARCFOUR cipher, which providers may drop or disable.
 */
final class Rc4 {
  private static final int STATE_SIZE = 256;
  private static final int BYTE_MASK = 0xFF;

  private final int[] state = new int[STATE_SIZE];
  private int i;
  private int j;

  Rc4(byte[] key) {
    for (int k = 0; k < STATE_SIZE; k++) {
      state[k] = k;
    }
    int mix = 0;
    for (int k = 0; k < STATE_SIZE; k++) {
      mix = (mix + state[k] + (key[k % key.length] & BYTE_MASK)) & BYTE_MASK;
      swap(k, mix);
    }
  }

  /** Writes the next {@code length} keystream bytes (RC4 of zeros) into {@code dst}. */
  void keystream(byte[] dst, int offset, int length) {
    for (int k = offset; k < offset + length; k++) {
      i = (i + 1) & BYTE_MASK;
      j = (j + state[i]) & BYTE_MASK;
      swap(i, j);
      dst[k] = (byte) state[(state[i] + state[j]) & BYTE_MASK];
    }
  }

  private void swap(int a, int b) {
    int t = state[a];
    state[a] = state[b];
    state[b] = t;
  }
}
