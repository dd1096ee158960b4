package dev.nnebench.wire.session.channel;

import dev.nnebench.wire.tns.DataFlags;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * Oracle Net's data compression at level high on one connection: DATA payloads after their two
 * data-flag bytes, zlib, flagged {@link DataFlags#COMPRESSED}. Each direction is one zlib stream
 * that is never finished: the first compressed packet carries the zlib header, later ones
 * continue the stream. Every packet the server sends ends with a full flush (00 00 FF FF), which
 * also resets the history, so a client that inflates each packet on its own (node-oracledb)
 * reads it as well as one that inflates the stream (ojdbc). What clients send is read as one
 * stream too: ojdbc sends one, and node-oracledb's one-shot pieces (a header on the first, raw
 * deflate after) read as one. A packet inflates to at most what the SDU holds, so a deflate bomb
 * or a corrupt stream ends its connection, not the server's memory. Not thread-safe.
 */
final class PacketCompression {
  /* zlib's header: compression method 8 in the low nibble, the two bytes a multiple of 31. */
  private static final int ZLIB_METHOD = 8;
  private static final int HEADER_CHECK = 31;
  private final int threshold;
  private final byte[] inflated;
  private byte[] deflated;
  private Deflater deflater;
  private boolean headerSent;
  private Inflater inflater;

  /**
   * @param threshold packets of at most this many bytes (header included) go out as they are
   * @param sdu the connection's SDU, which bounds what one packet may inflate to
   */
  PacketCompression(int threshold, int sdu) {
    this.threshold = threshold;
    this.inflated = new byte[sdu - TnsPacket.HEADER_LENGTH + 1];
    this.deflated = new byte[sdu];
  }

  /**
   * A client packet as it was before compression: a flagged DATA packet inflated, with the flag
   * cleared; any other packet as it is.
   *
   * @throws TnsFormatException if it does not inflate, or inflates past the SDU
   */
  TnsPacket opened(TnsPacket p) throws TnsFormatException {
    if (!flagged(p)) {
      return p;
    }
    byte[] payload = p.payload();
    int n = inflate(payload);
    byte[] out = Arrays.copyOf(inflated, n);
    int flags = p.dataFlags() & ~DataFlags.COMPRESSED;
    out[0] = (byte) (flags >>> 8);
    out[1] = (byte) flags;
    return new TnsPacket(p.type(), p.flags(), out);
  }

  /** Whether {@code p} is a DATA packet flagged as compressed. */
  static boolean flagged(TnsPacket p) {
    return p.type() == PacketType.DATA && (p.dataFlags() & DataFlags.COMPRESSED) != 0;
  }

  /*
   * The inflated payload, data flags included, into {@code inflated}; its length. The first
   * flagged payload decides the stream's form: zlib if it opens with a zlib header, raw deflate if
   * not (a client whose first attempt came out no smaller has spent its header on it).
   */
  private int inflate(byte[] payload) throws TnsFormatException {
    if (inflater == null) {
      inflater = new Inflater(!zlibHeader(payload, DataFlags.LENGTH));
    }
    inflater.setInput(payload, DataFlags.LENGTH, payload.length - DataFlags.LENGTH);
    int n = DataFlags.LENGTH;
    try {
      for (int k = -1; k != 0; n += k) {
        if (n == inflated.length) {
          throw new TnsFormatException("a compressed DATA packet inflates past the SDU of "
              + (inflated.length - 1 + TnsPacket.HEADER_LENGTH) + " bytes");
        }
        k = inflater.inflate(inflated, n, inflated.length - n);
      }
    } catch (DataFormatException e) {
      throw new TnsFormatException("a compressed DATA packet does not inflate: " + e.getMessage());
    }
    endOfStream();
    return n;
  }

  /*
   * A client that finished its stream starts a new one with its next compressed packet; anything
   * left that did not inflate, or a stream that needs a preset dictionary, is corrupt.
   */
  private void endOfStream() throws TnsFormatException {
    if (inflater.needsDictionary() || !inflater.finished() && inflater.getRemaining() > 0) {
      throw new TnsFormatException("a compressed DATA packet does not inflate: "
          + inflater.getRemaining() + " bytes left over");
    }
    if (inflater.finished()) {
      inflater.end();
      inflater = null;
    }
  }

  private static boolean zlibHeader(byte[] b, int off) {
    return b.length >= off + 2 && (b[off] & 0xf) == ZLIB_METHOD
        && (((b[off] & 0xff) << 8) | (b[off + 1] & 0xff)) % HEADER_CHECK == 0;
  }

  /**
   * Compresses a server payload (data flags, then the sealed body) when the packet is longer
   * than the threshold and comes out strictly smaller; the compressed payload, flagged, is then
   * in {@link #deflated()}.
   *
   * @return the compressed payload's length, or -1 to send {@code payload} as it is
   */
  int deflate(byte[] payload, int length) {
    if (TnsPacket.HEADER_LENGTH + length <= threshold || length <= DataFlags.LENGTH) {
      return -1;
    }
    if (deflater == null) {
      deflater = new Deflater();
    }
    deflater.setInput(payload, DataFlags.LENGTH, length - DataFlags.LENGTH);
    int n = DataFlags.LENGTH;
    while (true) {
      n += deflater.deflate(deflated, n, deflated.length - n, Deflater.FULL_FLUSH);
      if (n < deflated.length) {
        break;
      }
      deflated = Arrays.copyOf(deflated, deflated.length * 2);
    }
    if (n >= length) {
      if (!headerSent) {
        deflater.reset(); // the next attempt must open the stream with its header again
      }
      return -1;
    }
    headerSent = true;
    int flags = (((payload[0] & 0xff) << 8) | (payload[1] & 0xff)) | DataFlags.COMPRESSED;
    deflated[0] = (byte) (flags >>> 8);
    deflated[1] = (byte) flags;
    return n;
  }

  /** The last payload {@link #deflate} compressed, flags first. */
  byte[] deflated() {
    return deflated;
  }

  /** Frees the zlib state (native memory) of a connection that is over. */
  void end() {
    if (deflater != null) {
      deflater.end();
    }
    if (inflater != null) {
      inflater.end();
    }
  }
}
