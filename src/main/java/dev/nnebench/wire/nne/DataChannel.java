package dev.nnebench.wire.nne;

import java.security.MessageDigest;
import java.util.Arrays;

/**
 * Seals and opens the bodies of DATA packets once NNE is on, with the legacy key schedule (brief
 * 3.5, 3.7). A body is what follows the two clear data-flag bytes:
 * <ul>
 *   <li>encryption: CBC(payload || MAC || zero pad to 16) || pad count + 1 || 0x00;
 *   <li>checksum only: payload || MAC || 0x00;
 *   <li>neither: the payload unchanged.
 * </ul>
 * One instance per connection, not thread-safe; each direction keeps its own MAC state.
 * {@link #create} is the server's view (seal server to client, open client to server).
 */
public final class DataChannel {
  /**
   * The last body byte (go-ora's "folding key"): ojdbc sends 0 before the authentication key
   * fold-in and 1 after it. seal() writes 0 (the session sets 1 on folded channels); open()
   * ignores it, since the keys already tell the two apart.
   */
  static final int FOLD_BYTE = 1;
  static final int PAD_COUNT_BYTE = 1;

  private final PacketCipher cipher;
  private final IntegrityKeys keys;
  private final PacketMac outbound;
  private final PacketMac inbound;
  private final int macLength;
  private final byte[] scratch;

  private DataChannel(PacketCipher cipher, IntegrityKeys keys, PacketMac outbound,
      PacketMac inbound, int macLength) {
    this.cipher = cipher;
    this.keys = keys;
    this.outbound = outbound;
    this.inbound = inbound;
    this.macLength = macLength;
    this.scratch = new byte[2 * PacketCipher.BLOCK + macLength];
  }

  /**
   * The server's channel: seals server to client, opens client to server.
   *
   * @param sharedSecret the DH secret Z (at least as long as the key and 5 bytes)
   * @param serverIv16 the 16-byte IV sent in the ANO integrity service (unused without checksum)
   * @throws IllegalArgumentException for an unimplemented algorithm or short key material
   */
  public static DataChannel create(EncryptionAlgorithm enc, ChecksumAlgorithm sum,
      byte[] sharedSecret, byte[] serverIv16) {
    return build(enc, sum, sharedSecret, serverIv16, true);
  }

  /** The client's mirror image of {@link #create}, for tests that round-trip both directions. */
  public static DataChannel createClientSide(EncryptionAlgorithm enc, ChecksumAlgorithm sum,
      byte[] sharedSecret, byte[] serverIv16) {
    return build(enc, sum, sharedSecret, serverIv16, false);
  }

  private static DataChannel build(EncryptionAlgorithm enc, ChecksumAlgorithm sum,
      byte[] secret, byte[] iv, boolean server) {
    if (!enc.implemented()) {
      throw new IllegalArgumentException("encryption " + enc.driverName() + " is not implemented;"
          + " offer AES128, AES192 or AES256 instead");
    }
    requireLength("shared secret", secret, Math.max(enc.keyLength(), IntegrityKeys.SECRET_PREFIX));
    PacketCipher cipher = enc == EncryptionAlgorithm.NONE ? null
        : PacketCipher.aes(Arrays.copyOf(secret, enc.keyLength()));
    if (sum == ChecksumAlgorithm.NONE) {
      return new DataChannel(cipher, null, null, null, 0);
    }
    requireLength("server IV", iv, IntegrityKeys.IV_LENGTH);
    IntegrityKeys keys = IntegrityKeys.derive(sum, secret, iv);
    PacketMac toClient = new PacketMac(sum, keys.serverToClient());
    PacketMac toServer = new PacketMac(sum, keys.clientToServer());
    return server ? new DataChannel(cipher, keys, toClient, toServer, sum.macLength())
        : new DataChannel(cipher, keys, toServer, toClient, sum.macLength());
  }

  private static void requireLength(String name, byte[] value, int minimum) {
    if (value == null || value.length < minimum) {
      throw new IllegalArgumentException(name + " must be at least " + minimum + " bytes, got "
          + (value == null ? "none" : value.length));
    }
  }

  /**
   * Renews the keys after a break/reset marker exchange, as the driver does before it opens the
   * next DATA packet it receives: the integrity key generators of both directions are re-keyed
   * (their chains continue); legacy AES encryption is unchanged, since it restarts every packet.
   */
  public void renew() {
    if (keys != null) {
      keys.renewal().run();
    }
  }

  /** Body length after sealing a payload of {@code payloadLen} bytes. */
  public int sealedLength(int payloadLen) {
    if (cipher != null) {
      return roundUpToBlock(payloadLen + macLength) + PAD_COUNT_BYTE + FOLD_BYTE;
    }
    return outbound == null ? payloadLen : payloadLen + macLength + FOLD_BYTE;
  }

  /**
   * The largest payload whose sealed body fits in {@code maxBodyBytes}.
   *
   * @throws IllegalArgumentException if not even an empty payload fits
   */
  public int maxPayload(int maxBodyBytes) {
    int payload;
    if (cipher != null) {
      int blocks = (maxBodyBytes - PAD_COUNT_BYTE - FOLD_BYTE) / PacketCipher.BLOCK;
      payload = blocks * PacketCipher.BLOCK - macLength;
    } else {
      payload = outbound == null ? maxBodyBytes : maxBodyBytes - macLength - FOLD_BYTE;
    }
    if (payload < 0 || maxBodyBytes < 0) {
      throw new IllegalArgumentException("a " + maxBodyBytes + "-byte body cannot hold a sealed"
          + " payload; negotiate a larger SDU");
    }
    return payload;
  }

  /**
   * Seals {@code in[off, off+len)} into {@code out} at {@code outOff}, which must have room for
   * {@link #sealedLength}(len) bytes; returns that length. Allocates nothing.
   */
  public int seal(byte[] in, int off, int len, byte[] out, int outOff) {
    if (cipher == null) {
      return sealClear(in, off, len, out, outOff);
    }
    /*
     * Whole blocks go straight from in to out; the last partial block, the MAC and the zero pad
     * are assembled in scratch. The cipher then never buffers a partial block, which would make
     * the JDK allocate in doFinal().
     */
    int rest = len % PacketCipher.BLOCK;
    int whole = len - rest;
    System.arraycopy(in, off + whole, scratch, 0, rest);
    if (outbound != null) {
      outbound.compute(in, off, len, scratch, rest);
    }
    int finalLen = roundUpToBlock(rest + macLength);
    Arrays.fill(scratch, rest + macLength, finalLen, (byte) 0);
    int end = outOff + cipher.encrypt(in, off, whole, scratch, finalLen, out, outOff);
    out[end] = (byte) (finalLen - rest - macLength + PAD_COUNT_BYTE);
    out[end + 1] = 0;
    return end + PAD_COUNT_BYTE + FOLD_BYTE - outOff;
  }

  private int sealClear(byte[] in, int off, int len, byte[] out, int outOff) {
    if (outbound == null) {
      System.arraycopy(in, off, out, outOff, len);
      return len;
    }
    outbound.compute(in, off, len, scratch, 0);
    System.arraycopy(in, off, out, outOff, len);
    System.arraycopy(scratch, 0, out, outOff + len, macLength);
    out[outOff + len + macLength] = 0;
    return len + macLength + FOLD_BYTE;
  }

  /**
   * Opens a body sealed by the peer and returns its payload.
   *
   * @throws IntegrityException if the checksum does not match or the padding is impossible
   */
  public byte[] open(byte[] body, int off, int len) {
    if (cipher == null && inbound == null) {
      return Arrays.copyOfRange(body, off, off + len);
    }
    if (cipher == null) {
      return verified(body, off, len - FOLD_BYTE);
    }
    int cipherLen = len - PAD_COUNT_BYTE - FOLD_BYTE;
    if (cipherLen < 0 || cipherLen % PacketCipher.BLOCK != 0) {
      throw new IntegrityException("encrypted DATA body of " + len + " bytes is not whole blocks"
          + " plus a 2-byte trailer");
    }
    int pad = (body[off + cipherLen] & 0xFF) - PAD_COUNT_BYTE;
    if (pad < 0 || pad > PacketCipher.BLOCK || cipherLen - pad < macLength) {
      throw new IntegrityException("impossible pad count " + pad + " in a " + cipherLen
          + "-byte ciphertext");
    }
    byte[] plain = cipher.decrypt(body, off, cipherLen);
    return verified(plain, 0, cipherLen - pad);
  }

  private byte[] verified(byte[] data, int off, int len) {
    if (inbound == null) {
      return Arrays.copyOfRange(data, off, off + len);
    }
    int payloadLen = len - macLength;
    if (payloadLen < 0) {
      throw new IntegrityException("DATA body of " + len + " bytes is shorter than its MAC");
    }
    inbound.compute(data, off, payloadLen, scratch, 0);
    if (!MessageDigest.isEqual(Arrays.copyOfRange(data, off + payloadLen, off + len),
        Arrays.copyOf(scratch, macLength))) {
      throw new IntegrityException("checksum mismatch: the DATA packet was altered or the keys"
          + " disagree");
    }
    return Arrays.copyOfRange(data, off, off + payloadLen);
  }

  private static int roundUpToBlock(int length) {
    return (length + PacketCipher.BLOCK - 1) / PacketCipher.BLOCK * PacketCipher.BLOCK;
  }
}
