package dev.nnebench.wire.crypto;

/**
 * The 3DES (EDE) block function, on blocks held as big-endian longs, built from the tables of
 * FIPS 46-3. NNE's CBC chain runs one block at a time through the function latched for the
 * connection, which for the server's sealing is 3DES-Decrypt, a chain no JCE mode does; the JCE's
 * DESede would take a call per block, with initial and final permutations around each of its
 * three DES passes. Here the passes run back to back (the final permutation of one undoes the
 * initial permutation of the next), and {@link #rounds} works after the initial permutation, which
 * XOR commutes with, so a chain keeps its register there and only the 48 rounds lie on its
 * critical path (see {@link TripleDesPacketCipher}).
 *
 * <p>Immutable once built: callers pass the key arrays back in and never write them.
 */
final class DesEde {
  static final int KEY_LENGTH = 24;
  private static final int ROUNDS = 16;
  private static final int PASSES = 3;
  private static final int SIX_BITS = 0x3F;

  /** Initial permutation: output bit i (1 = most significant) is input bit IP[i-1]. */
  private static final int[] IP = {
      58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
      62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
      57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
      61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7};
  /** The permutation P applied to the S-box outputs. */
  private static final int[] P = {
      16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
      2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25};
  /** Permuted choice 1: the 56 key bits, C then D. */
  private static final int[] PC1 = {
      57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18,
      10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
      63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22,
      14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4};
  /** Permuted choice 2: the 48 round-key bits from C || D. */
  private static final int[] PC2 = {
      14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10,
      23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
      41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48,
      44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32};
  private static final int[] SHIFTS = {1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1};
  /** S1..S8, each four rows of 16. */
  static final int[][] S = {
      {14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7,
       0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
       4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0,
       15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13},
      {15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10,
       3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
       0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15,
       13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9},
      {10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8,
       13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
       13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7,
       1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12},
      {7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15,
       13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
       10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4,
       3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14},
      {2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9,
       14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
       4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14,
       11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3},
      {12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11,
       10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
       9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6,
       4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13},
      {4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1,
       13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
       1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2,
       6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12},
      {13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7,
       1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
       7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8,
       2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11}};

  /** S-box j then P, indexed by the six input bits; one table per S-box. */
  private static final int[] SP0 = spTable(0);
  private static final int[] SP1 = spTable(1);
  private static final int[] SP2 = spTable(2);
  private static final int[] SP3 = spTable(3);
  private static final int[] SP4 = spTable(4);
  private static final int[] SP5 = spTable(5);
  private static final int[] SP6 = spTable(6);
  private static final int[] SP7 = spTable(7);
  /** IP and its inverse as 16 nibble tables each: bits of nibble n with value v, permuted. */
  private static final long[] IP_NIBBLES = nibbleTables(IP);
  private static final long[] FP_NIBBLES = nibbleTables(inverse(IP));

  /** Round keys of the 48 rounds, two words per round (see {@link #roundKeys}). */
  private final int[] encryptKeys;
  private final int[] decryptKeys;

  private DesEde(int[] encryptKeys, int[] decryptKeys) {
    this.encryptKeys = encryptKeys;
    this.decryptKeys = decryptKeys;
  }

  /** EDE keyed with K1 || K2 || K3 ({@code key[off, off+24)}); parity bits are ignored. */
  static DesEde of(byte[] key, int off) {
    int[][] k = new int[PASSES][];
    for (int i = 0; i < PASSES; i++) {
      k[i] = roundKeys(readLong(key, off + 8 * i));
    }
    int[] encrypt = inputKeys(concat(k[0], reversed(k[1]), k[2]));
    int[] decrypt = inputKeys(concat(reversed(k[2]), k[1], reversed(k[0])));
    return new DesEde(encrypt, decrypt);
  }

  /** The round keys of 3DES-Encrypt, E_K3(D_K2(E_K1(x))), for {@link #rounds}. */
  int[] encryptKeys() {
    return encryptKeys;
  }

  /** The round keys of 3DES-Decrypt, D_K1(E_K2(D_K3(x))), for {@link #rounds}. */
  int[] decryptKeys() {
    return decryptKeys;
  }

  /** One whole block: FP(rounds(IP(block))). */
  static long block(int[] keys, long block) {
    return finalPermutation(rounds(keys, initialPermutation(block)));
  }

  /** The initial permutation. */
  static long initialPermutation(long block) {
    return permute(IP_NIBBLES, block);
  }

  /** The final permutation, the inverse of {@link #initialPermutation}. */
  static long finalPermutation(long block) {
    return permute(FP_NIBBLES, block);
  }

  /**
   * The three passes' 48 rounds on a block already through IP, leaving it ready for FP. Between
   * passes the halves swap as DES's output swap does (FP and the next IP cancel), so a pass's
   * last round and the next pass's first take the same half as input.
   *
   * <p>What lies on the chain's critical path is one round after another, so the round key is
   * XORed into a half as that half is formed (from the other half and the previous round's
   * S-box outputs, both known earlier) rather than after: {@code xv} and {@code xw} are the
   * next round's input keyed two ways (see {@link #f}).
   */
  static long rounds(int[] keys, long permuted) {
    int y = (int) (permuted >>> 32);
    int x = (int) permuted;
    int xv = x ^ keys[0];
    int xw = x ^ keys[1];
    int k = 0;
    for (int pass = 0; pass < PASSES; pass++) {
      for (int round = 1; round < ROUNDS; round++, k += 2) {
        int t = f(xv, xw);
        int next = y ^ t;
        xv = (y ^ keys[k + 2]) ^ t;
        xw = (y ^ keys[k + 3]) ^ t;
        y = x;
        x = next;
      }
      y ^= f(xv, xw);
      k += 2;
      xv = x ^ keys[k];
      xw = x ^ keys[k + 1];
    }
    return ((long) y << 32) | (x & 0xFFFFFFFFL);
  }

  /**
   * The round function on the input half keyed two ways: {@code rotr(xv, 3)} holds the six-bit
   * groups of E(R) XOR key for S1, S3, S5, S7 at bits 24, 16, 8 and 0, {@code rotl(xw, 1)} those
   * of S2, S4, S6, S8; only S1's and S8's groups wrap, so only they need the rotation.
   */
  private static int f(int xv, int xw) {
    // a balanced tree: the eight loads arrive together, and a left-to-right chain would add
    // four XORs to every round of the critical path
    return ((SP0[Integer.rotateLeft(xv, 5) & SIX_BITS] ^ SP2[(xv >>> 19) & SIX_BITS])
        ^ (SP4[(xv >>> 11) & SIX_BITS] ^ SP6[(xv >>> 3) & SIX_BITS]))
        ^ ((SP1[(xw >>> 23) & SIX_BITS] ^ SP3[(xw >>> 15) & SIX_BITS])
        ^ (SP5[(xw >>> 7) & SIX_BITS] ^ SP7[Integer.rotateLeft(xw, 1) & SIX_BITS]));
  }

  /**
   * The two words per round that {@link #rounds} XORs into a half: the key groups of S1, S3,
   * S5, S7 (bits 24, 16, 8, 0) rotated left by 3, those of S2, S4, S6, S8 rotated right by 1;
   * and a zero round after the last, which {@link #rounds} reads without using.
   */
  private static int[] inputKeys(int[] grouped) {
    int[] keys = new int[grouped.length + 2];
    for (int i = 0; i < grouped.length; i += 2) {
      keys[i] = Integer.rotateLeft(grouped[i], 3);
      keys[i + 1] = Integer.rotateRight(grouped[i + 1], 1);
    }
    return keys;
  }

  /**
   * The 16 round keys of one DES key, two words each: the six-bit groups 1, 3, 5, 7 of the
   * 48-bit key at bits 24, 16, 8, 0 of the first word, groups 2, 4, 6, 8 in the second.
   */
  static int[] roundKeys(long key) {
    long cd = permute(key, PC1, 64);
    long c = cd >>> 28;
    long d = cd & 0xFFFFFFFL;
    int[] keys = new int[2 * ROUNDS];
    for (int round = 0; round < ROUNDS; round++) {
      c = rotate28(c, SHIFTS[round]);
      d = rotate28(d, SHIFTS[round]);
      long k = permute((c << 28) | d, PC2, 56);
      for (int group = 0; group < 8; group++) {
        int six = (int) (k >>> (42 - 6 * group)) & SIX_BITS;
        keys[2 * round + (group & 1)] |= six << (24 - 8 * (group >> 1));
      }
    }
    return keys;
  }

  /** Reads 8 bytes big-endian. */
  static long readLong(byte[] b, int off) {
    long v = 0;
    for (int i = 0; i < 8; i++) {
      v = (v << 8) | (b[off + i] & 0xFF);
    }
    return v;
  }

  private static long rotate28(long half, int by) {
    return ((half << by) | (half >>> (28 - by))) & 0xFFFFFFFL;
  }

  /** Output bit i (1 = most significant of {@code table.length}) is input bit table[i-1]. */
  private static long permute(long in, int[] table, int inBits) {
    long out = 0;
    for (int source : table) {
      out = (out << 1) | ((in >>> (inBits - source)) & 1);
    }
    return out;
  }

  private static long permute(long[] nibbles, long block) {
    long out = 0;
    for (int n = 0; n < 16; n++) {
      out |= nibbles[16 * n + (int) ((block >>> (60 - 4 * n)) & 0xF)];
    }
    return out;
  }

  private static long[] nibbleTables(int[] table) {
    long[] t = new long[16 * 16];
    for (int n = 0; n < 16; n++) {
      for (int v = 0; v < 16; v++) {
        t[16 * n + v] = permute((long) v << (60 - 4 * n), table, 64);
      }
    }
    return t;
  }

  private static int[] inverse(int[] table) {
    int[] inv = new int[table.length];
    for (int i = 0; i < table.length; i++) {
      inv[table[i] - 1] = i + 1;
    }
    return inv;
  }

  private static int[] spTable(int box) {
    int[] t = new int[64];
    for (int x = 0; x < 64; x++) {
      int row = ((x >>> 4) & 2) | (x & 1);
      int col = (x >>> 1) & 0xF;
      long s = (long) S[box][16 * row + col] << (28 - 4 * box);
      t[x] = (int) permute(s, P, 32);
    }
    return t;
  }

  /** The round keys of a pass in the opposite order: that pass decrypts. */
  private static int[] reversed(int[] keys) {
    int[] r = new int[keys.length];
    for (int round = 0; round < ROUNDS; round++) {
      r[2 * round] = keys[2 * (ROUNDS - 1 - round)];
      r[2 * round + 1] = keys[2 * (ROUNDS - 1 - round) + 1];
    }
    return r;
  }

  private static int[] concat(int[] a, int[] b, int[] c) {
    int[] all = new int[a.length + b.length + c.length];
    System.arraycopy(a, 0, all, 0, a.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    System.arraycopy(c, 0, all, a.length + b.length, c.length);
    return all;
  }
}
