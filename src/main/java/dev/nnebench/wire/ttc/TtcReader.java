package dev.nnebench.wire.ttc;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads TTC-encoded values from a complete message. Every read is bounds-checked: running off
 * the end or meeting an impossible length throws {@link TtcFormatException}, which costs the
 * connection, never the server.
 */
public final class TtcReader {
  private final byte[] buf;
  private final int end;
  private int pos;

  public TtcReader(byte[] buf) {
    this(buf, 0, buf.length);
  }

  public TtcReader(byte[] buf, int off, int len) {
    this.buf = buf;
    this.pos = off;
    this.end = off + len;
  }

  private void need(int n) {
    if (n < 0 || end - pos < n) {
      throw new TtcFormatException("truncated TTC message: need " + n + " bytes at " + pos
          + ", have " + (end - pos));
    }
  }

  public int ub1() {
    need(1);
    return buf[pos++] & 0xff;
  }

  public byte[] raw(int n) {
    need(n);
    byte[] out = Arrays.copyOfRange(buf, pos, pos + n);
    pos += n;
    return out;
  }

  public void skip(int n) {
    need(n);
    pos += n;
  }

  public int u16be() {
    return (ub1() << 8) | ub1();
  }

  public int u16le() {
    return ub1() | (ub1() << 8);
  }

  public int ub2() {
    return (int) universal(2);
  }

  public long ub4() {
    return universal(4);
  }

  public long ub8() {
    return universal(8);
  }

  /** A signed universal integer (high bit of the length byte = negative). */
  public long sb4() {
    int lengthByte = ub1();
    long v = magnitude(lengthByte & 0x7f, 8);
    return (lengthByte & 0x80) != 0 ? -v : v;
  }

  private long universal(int maxBytes) {
    // a negative marker on an unsigned field: read the magnitude
    return magnitude(ub1() & 0x7f, maxBytes);
  }

  private long magnitude(int n, int maxBytes) {
    if (n > maxBytes) {
      throw new TtcFormatException("integer length " + n + " exceeds " + maxBytes + " at " + (pos - 1));
    }
    need(n);
    long v = 0;
    for (int i = 0; i < n; i++) {
      v = (v << 8) | (buf[pos++] & 0xff);
    }
    return v;
  }

  /** A byte string: NULL (0 or 0xFF) returns null; 0xFE reads the chunked form. */
  public byte[] bytes() {
    int n = ub1();
    if (n == 0 || n == 0xff) {
      return null;
    }
    if (n != TtcWriter.LONG_LENGTH_INDICATOR) {
      return raw(n);
    }
    TtcWriter out = new TtcWriter();
    for (long chunk = ub4(); chunk != 0; chunk = ub4()) {
      if (chunk > end - pos) {
        throw new TtcFormatException("chunk of " + chunk + " bytes exceeds message at " + pos);
      }
      out.raw(buf, pos, (int) chunk);
      pos += (int) chunk;
    }
    return out.toByteArray();
  }

  /** UB4 count, then (if non-zero) a byte string. */
  public byte[] bytesWithLength() {
    long n = ub4();
    return n == 0 ? null : bytes();
  }

  public String stringWithLength() {
    byte[] b = bytesWithLength();
    return b == null ? null : new String(b, StandardCharsets.UTF_8);
  }

  /** A NUL-terminated string (banners, driver names). */
  public String cString() {
    int start = pos;
    while (pos < end && buf[pos] != 0) {
      pos++;
    }
    need(1);
    String s = new String(buf, start, pos - start, StandardCharsets.UTF_8);
    pos++;
    return s;
  }

  public int position() {
    return pos;
  }

  public int remaining() {
    return end - pos;
  }

  public boolean hasRemaining() {
    return pos < end;
  }
}
