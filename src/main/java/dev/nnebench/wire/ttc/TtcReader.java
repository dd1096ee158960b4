package dev.nnebench.wire.ttc;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads TTC-encoded values from a message. Every read is bounds-checked: running off the end or
 * meeting an impossible length throws {@link TtcFormatException}, which costs the connection,
 * never the server. A message may arrive in parts (a request spanning several packets): with a
 * {@link Continuation}, a read that runs past what has arrived pulls the next part, as Oracle's
 * unmarshalling does, within the continuation's allowance.
 */
public final class TtcReader {
  private byte[] buf;
  private int end;
  private int pos;
  private final Continuation more;

  public TtcReader(byte[] buf) {
    this(buf, 0, buf.length);
  }

  public TtcReader(byte[] buf, int off, int len) {
    this(buf, off, len, null);
  }

  /** Reads {@code first}, then whatever {@code more} delivers when a read needs it. */
  public TtcReader(byte[] first, Continuation more) {
    this(first, 0, first.length, more);
  }

  private TtcReader(byte[] buf, int off, int len, Continuation more) {
    this.buf = buf;
    this.pos = off;
    this.end = off + len;
    this.more = more;
  }

  /** The rest of a message that spans several packets. */
  public interface Continuation {
    /** The next part; blocks until it arrives. */
    byte[] next() throws IOException;

    /** How many more bytes the message may grow by before it is refused. */
    long allowance();
  }

  private void need(int n) {
    if (n >= 0 && end - pos >= n) {
      return;
    }
    if (n < 0 || more == null) {
      throw new TtcFormatException("truncated TTC message: need " + n + " bytes at " + pos
          + ", have " + (end - pos));
    }
    if (n - (end - pos) > more.allowance()) {
      throw new TtcFormatException("request over its size cap: a field at " + pos + " needs "
          + n + " bytes, " + (end - pos) + " have arrived and at most " + more.allowance()
          + " more may");
    }
    while (end - pos < n) {
      append(nextPart());
    }
  }

  /* IOException (client gone, break, bad MAC) is unwrapped by whoever drives the parse */
  private byte[] nextPart() {
    try {
      return more.next();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void append(byte[] part) {
    if (end + part.length > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(end + part.length, 2 * end));
    }
    System.arraycopy(part, 0, buf, end, part.length);
    end += part.length;
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
      if (chunk > Integer.MAX_VALUE) {
        throw new TtcFormatException("chunk of " + chunk + " bytes exceeds message at " + pos);
      }
      need((int) chunk);
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
    for (need(1); buf[pos] != 0; need(1)) {
      pos++;
    }
    String s = new String(buf, start, pos - start, StandardCharsets.UTF_8);
    pos++;
    return s;
  }

  public int position() {
    return pos;
  }

  /** Bytes that have arrived and are not read yet. */
  public int remaining() {
    return end - pos;
  }

  /** Whether bytes that have arrived are left to read. */
  public boolean hasRemaining() {
    return pos < end;
  }
}
