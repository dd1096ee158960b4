package dev.nnebench.wire.nne;

import java.util.Arrays;

/**
 * MD5/SHA1 integrity keys: an RC4 generator keyed with the last 5 bytes of Z, 0xFF and the IV
 * yields 5 bytes K; each direction is then RC4(K || mark) and every packet consumes the next
 * MAC-length bytes of it.
 */
final class Rc4KeyGenerator {
  private Rc4KeyGenerator() {}

  static IntegrityKeys derive(int macLength, byte[] sharedSecret, byte[] iv) {
    byte[] seed = new byte[IntegrityKeys.SECRET_PREFIX + 1 + iv.length];
    System.arraycopy(sharedSecret, sharedSecret.length - IntegrityKeys.SECRET_PREFIX, seed, 0,
        IntegrityKeys.SECRET_PREFIX);
    seed[IntegrityKeys.SECRET_PREFIX] = IntegrityKeys.GENERATOR_FILL;
    System.arraycopy(iv, 0, seed, IntegrityKeys.SECRET_PREFIX + 1, iv.length);
    byte[] key = new byte[IntegrityKeys.SECRET_PREFIX + 1];
    new Rc4(seed).keystream(key, 0, IntegrityKeys.SECRET_PREFIX);
    return new IntegrityKeys(stream(key, IntegrityKeys.CLIENT_TO_SERVER_MARK, macLength),
        stream(key, IntegrityKeys.SERVER_TO_CLIENT_MARK, macLength));
  }

  private static MacKeystream stream(byte[] key, byte mark, int macLength) {
    byte[] directionKey = Arrays.copyOf(key, key.length);
    directionKey[IntegrityKeys.SECRET_PREFIX] = mark;
    Rc4 rc4 = new Rc4(directionKey);
    return dst -> rc4.keystream(dst, 0, macLength);
  }
}
