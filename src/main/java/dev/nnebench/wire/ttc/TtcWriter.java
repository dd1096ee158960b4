package dev.nnebench.wire.ttc;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Appends TTC-encoded values to a growable buffer.
 *
 * <p>Universal integers (UB2/UB4/UB8) are a length byte then that many big-endian bytes, the
 * shortest of 0, 1, 2, 4 or 8; a set high bit in the length byte marks a negative signed value.
 * Byte strings are length-prefixed (1..252), 0 for NULL, or 0xFE-chunked when longer.
 */
public final class TtcWriter {
  /** Length byte that introduces the chunked form of a long byte string. */
  public static final int LONG_LENGTH_INDICATOR = 0xFE;
  /** Longest byte string sent with a one-byte length. */
  public static final int MAX_SHORT_LENGTH = 252;
  /** Chunk size writers use for the chunked form. */
  public static final int CHUNK_SIZE = 32767;

  private byte[] buf;
  private int len;

  public TtcWriter() {
    this(256);
  }

  public TtcWriter(int initialCapacity) {
    buf = new byte[Math.max(16, initialCapacity)];
  }

  private void ensure(int extra) {
    if (len + extra > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + extra));
    }
  }

  public TtcWriter ub1(int v) {
    ensure(1);
    buf[len++] = (byte) v;
    return this;
  }

  public TtcWriter raw(byte[] b) {
    return raw(b, 0, b.length);
  }

  public TtcWriter raw(byte[] b, int off, int n) {
    ensure(n);
    System.arraycopy(b, off, buf, len, n);
    len += n;
    return this;
  }

  /** Fixed two bytes, big-endian. */
  public TtcWriter u16be(int v) {
    return ub1(v >>> 8).ub1(v);
  }

  /** Fixed two bytes, little-endian (charset ids in TTIPRO/TTIDTY). */
  public TtcWriter u16le(int v) {
    return ub1(v).ub1(v >>> 8);
  }

  /** Fixed four bytes, big-endian. */
  public TtcWriter u32be(long v) {
    return u16be((int) (v >>> 16)).u16be((int) v);
  }

  public TtcWriter ub2(int v) {
    return universal(v & 0xffffL);
  }

  public TtcWriter ub4(long v) {
    return universal(v & 0xffffffffL);
  }

  public TtcWriter ub8(long v) {
    return universal(v);
  }

  /** A signed universal integer: magnitude with the length byte's high bit set if negative. */
  public TtcWriter sb4(long v) {
    if (v >= 0) {
      return universal(v);
    }
    int start = len;
    universal(-v);
    buf[start] |= (byte) 0x80;
    return this;
  }

  private TtcWriter universal(long v) {
    if (v == 0) {
      return ub1(0);
    }
    int n = (v & ~0xffL) == 0 ? 1 : (v & ~0xffffL) == 0 ? 2 : (v & ~0xffffffffL) == 0 ? 4 : 8;
    ensure(1 + n);
    buf[len++] = (byte) n;
    for (int i = n - 1; i >= 0; i--) {
      buf[len++] = (byte) (v >>> (8 * i));
    }
    return this;
  }

  /** A byte string; null is written as length 0 (Oracle's NULL). */
  public TtcWriter bytes(byte[] b) {
    if (b == null || b.length == 0) {
      return ub1(0);
    }
    if (b.length <= MAX_SHORT_LENGTH) {
      return ub1(b.length).raw(b);
    }
    ub1(LONG_LENGTH_INDICATOR);
    for (int off = 0; off < b.length; off += CHUNK_SIZE) {
      int n = Math.min(CHUNK_SIZE, b.length - off);
      ub4(n).raw(b, off, n);
    }
    return ub4(0);
  }

  /** UB4 byte count, then (if non-zero) the bytes as {@link #bytes}. */
  public TtcWriter bytesWithLength(byte[] b) {
    if (b == null || b.length == 0) {
      return ub4(0);
    }
    return ub4(b.length).bytes(b);
  }

  public TtcWriter stringWithLength(String s) {
    return bytesWithLength(s == null ? null : s.getBytes(StandardCharsets.UTF_8));
  }

  /** An auth key/value pair: key, value (null allowed), UB4 flags. */
  public TtcWriter keyValue(String key, String value, long flags) {
    return stringWithLength(key).stringWithLength(value).ub4(flags);
  }

  public int length() {
    return len;
  }

  /** The live buffer; valid up to {@link #length()}. */
  public byte[] array() {
    return buf;
  }

  public byte[] toByteArray() {
    return Arrays.copyOf(buf, len);
  }

  public void reset() {
    len = 0;
  }
}
