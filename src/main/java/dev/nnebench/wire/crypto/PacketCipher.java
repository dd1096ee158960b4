package dev.nnebench.wire.crypto;

import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;

/**
 * The block cipher of a DATA channel: encrypts what the server sends, decrypts what the client
 * sends, each body a whole number of {@link #block()}-byte blocks. Not thread-safe.
 */
abstract class PacketCipher {
  /** The AES block, and the largest block of any cipher here. */
  static final int BLOCK = 16;

  /** Bytes per block: 16 for AES, 8 for 3DES. */
  abstract int block();

  /**
   * Encrypts {@code in[off, off+len) || tail[0, tailLen)} (each a whole number of blocks) into
   * {@code out} at {@code outOff}; returns the ciphertext length.
   */
  abstract int encrypt(byte[] in, int off, int len, byte[] tail, int tailLen, byte[] out,
      int outOff);

  /** Decrypts whole blocks {@code in[off, off+len)} into a new array. */
  abstract byte[] decrypt(byte[] in, int off, int len);

  /** The marker renewal: back to the state right after keying. A no-op for AES, which has none. */
  void renew() {}

  /** The cipher for {@code algorithm} keyed from Z under {@code schedule}. */
  static PacketCipher of(EncryptionType algorithm, byte[] sharedSecret, KeySchedule schedule) {
    return switch (algorithm) {
      // 3DES ignores the schedule: ojdbc never hands it the scheme flag
      case TDES112, TDES168 ->
          TripleDesPacketCipher.create(algorithm.keyLength(), sharedSecret);
      default -> AesPacketCipher.create(algorithm.keyLength(), sharedSecret, schedule);
    };
  }
}
