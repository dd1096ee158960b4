package dev.nnebench.wire.crypto;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import java.util.Arrays;

/**
 * Seals and opens the bodies of DATA packets once NNE is on, under either key schedule. A body is
 * what follows the two clear data-flag bytes:
 * <ul>
 *   <li>encryption: CBC(payload || MAC || zero pad to the block) || pad count + 1 || 0x00;
 *   <li>checksum only: payload || MAC || 0x00;
 *   <li>neither: the payload unchanged.
 * </ul>
 * One instance per (re)keying, not thread-safe; each direction keeps its own MAC state.
 * {@link #create} is the server's view (seal server to client, open client to server).
 * {@link #renew} is what both ends do after a BREAK/RESET marker.
 */
public final class DataChannel {
  /**
   * The last body byte (go-ora's "folding key"): ojdbc sends 0 before the authentication key
   * fold-in and 1 after it. seal() writes 0 (the session sets 1 on folded channels); open()
   * ignores it, since the keys already tell the two apart.
   */
  static final int FOLD_BYTE = 1;
  static final int PAD_COUNT_BYTE = 1;
  /** The updated schedule reads Z up to byte 64 (AES IV, integrity seeds, RC4 key tail). */
  static final int MIN_SECRET = 64;

  private final PacketCipher cipher;
  private final PacketMac outbound;
  private final PacketMac inbound;
  private final IntegrityKeys keys;
  private final int macLength;
  private final int block;
  private final byte[] scratch;

  private DataChannel(PacketCipher cipher, PacketMac outbound, PacketMac inbound,
      IntegrityKeys keys, int macLength) {
    this.cipher = cipher;
    this.outbound = outbound;
    this.inbound = inbound;
    this.keys = keys;
    this.macLength = macLength;
    this.block = cipher == null ? 1 : cipher.block();
    this.scratch = new byte[2 * PacketCipher.BLOCK + macLength];
  }

  /**
   * The server's channel: seals server to client, opens client to server.
   *
   * @param sharedSecret the DH secret Z (the updated schedule reads Z[0..64))
   * @param serverIv16 the 16-byte IV sent in the ANO integrity service (read by the legacy
   *     integrity schedule and by MD5)
   * @param schedule the key schedule the driver was told to use
   * @throws IllegalArgumentException for short key material
   */
  public static DataChannel create(EncryptionType enc, ChecksumType sum,
      byte[] sharedSecret, byte[] serverIv16, KeySchedule schedule) {
    return build(enc, sum, sharedSecret, serverIv16, schedule, true);
  }

  /** The client's mirror image of {@link #create}, for tests that round-trip both directions. */
  public static DataChannel createClientSide(EncryptionType enc, ChecksumType sum,
      byte[] sharedSecret, byte[] serverIv16, KeySchedule schedule) {
    return build(enc, sum, sharedSecret, serverIv16, schedule, false);
  }

  private static DataChannel build(EncryptionType enc, ChecksumType sum,
      byte[] secret, byte[] iv, KeySchedule schedule, boolean server) {
    requireLength("shared secret", secret, MIN_SECRET);
    PacketCipher cipher = enc == EncryptionType.NONE ? null
        : PacketCipher.of(enc, secret, schedule);
    if (sum == ChecksumType.NONE) {
      return new DataChannel(cipher, null, null, null, 0);
    }
    requireLength("server IV", iv, IntegrityKeys.IV_LENGTH);
    IntegrityKeys keys = IntegrityKeys.derive(sum, secret, iv, schedule);
    PacketMac toClient = new PacketMac(sum, keys.serverToClient());
    PacketMac toServer = new PacketMac(sum, keys.clientToServer());
    return server ? new DataChannel(cipher, toClient, toServer, keys, sum.macLength())
        : new DataChannel(cipher, toServer, toClient, keys, sum.macLength());
  }

  /**
   * What both ends do after a BREAK/RESET marker: the integrity generators take fresh seeds (their
   * keystreams carry on) and a 3DES chain starts over from its IV with its direction latch
   * cleared (so the server, sealing first, now produces ciphertext with 3DES-Encrypt); AES itself
   * is unchanged. The driver renews when it reads its first DATA body after a marker, so the
   * server renews after sending its marker and before sealing that body.
   */
  public void renew() {
    if (keys != null) {
      keys.renew();
    }
    if (cipher != null) {
      cipher.renew();
    }
  }

  private static void requireLength(String name, byte[] value, int minimum) {
    if (value == null || value.length < minimum) {
      throw new IllegalArgumentException(name + " must be at least " + minimum + " bytes, got "
          + (value == null ? "none" : value.length));
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
      int blocks = (maxBodyBytes - PAD_COUNT_BYTE - FOLD_BYTE) / block;
      payload = blocks * block - macLength;
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
    int rest = len % block;
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
    if (cipherLen < 0 || cipherLen % block != 0) {
      throw new IntegrityException("encrypted DATA body of " + len + " bytes is not whole blocks"
          + " plus a 2-byte trailer");
    }
    int pad = (body[off + cipherLen] & 0xFF) - PAD_COUNT_BYTE;
    if (pad < 0 || pad > block || cipherLen - pad < macLength) {
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
    if (!macMatches(data, off + payloadLen)) {
      throw new IntegrityException("checksum mismatch: the DATA packet was altered or the keys"
          + " disagree");
    }
    return Arrays.copyOfRange(data, off, off + payloadLen);
  }

  /** Whether {@code data[at, at+macLength)} is the MAC in scratch, in constant time, in place. */
  private boolean macMatches(byte[] data, int at) {
    int diff = 0;
    for (int i = 0; i < macLength; i++) {
      diff |= data[at + i] ^ scratch[i];
    }
    return diff == 0;
  }

  private int roundUpToBlock(int length) {
    return (length + block - 1) / block * block;
  }
}
