package dev.nnebench.wire.crypto;

import dev.nnebench.nne.ChecksumType;
import java.security.DigestException;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;

/** One direction's checksum: MAC = Hash(payload || next keystream block). Reuses its buffers. */
final class PacketMac {
  private final MessageDigest digest;
  private final MacKeystream keystream;
  private final byte[] key;

  PacketMac(ChecksumType algorithm, MacKeystream keystream) {
    try {
      this.digest = MessageDigest.getInstance(algorithm.jcaName());
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(algorithm.jcaName() + " unavailable: " + e.getMessage(), e);
    }
    this.keystream = keystream;
    this.key = new byte[algorithm.macLength()];
  }

  int length() {
    return key.length;
  }

  /** Writes the MAC of {@code in[off, off+len)} to {@code out[outOff...]}; advances the keys. */
  void compute(byte[] in, int off, int len, byte[] out, int outOff) {
    keystream.next(key);
    digest.update(in, off, len);
    digest.update(key);
    try {
      digest.digest(out, outOff, key.length);
    } catch (DigestException e) {
      throw new IllegalStateException("MAC output buffer too small: " + e.getMessage(), e);
    }
  }
}
