package dev.nnebench.wire.tns;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;

/**
 * Reads whole TNS packets from a stream, however the bytes arrive (one at a time, or several
 * packets per read). Lengths are 2 bytes until the session switches to 4-byte lengths after an
 * ACCEPT at version 315 or later. A packet longer than the current limit is rejected before its
 * body is read, so memory per connection stays bounded.
 */
public final class PacketReader {
  private final InputStream in;
  private final byte[] header = new byte[TnsPacket.HEADER_LENGTH];
  private boolean largeLengths;
  private int maxPacketLength;
  /* Under TLS: the network side, whose bytes the decrypting stream cannot count yet. */
  private InputStream network;

  public PacketReader(InputStream in, int maxPacketLength) {
    this.in = in;
    this.maxPacketLength = maxPacketLength;
  }

  /** Switches to 4-byte packet lengths (negotiated version 315 or later). */
  public void useLargeLengths(boolean large) {
    this.largeLengths = large;
  }

  public void maxPacketLength(int max) {
    this.maxPacketLength = max;
  }

  /**
   * Whether bytes from the peer are waiting to be read, so that {@link #read()} will not wait
   * for the peer to start a packet. Lets a server notice a client's break while it is busy
   * answering, without a second thread.
   */
  public boolean hasInput() throws IOException {
    return in.available() > 0 || (network != null && network.available() > 0);
  }

  /**
   * For a stream that decrypts (TLS): also counts bytes still encrypted on {@code network} as
   * waiting input, since the decrypting stream only counts what it has already decrypted.
   */
  public void watchNetwork(InputStream network) {
    this.network = network;
  }

  /**
   * Waits for the peer to send something, for as long as the stream's read timeout allows
   * (a socket's SO_TIMEOUT); nothing is consumed. The stream must support mark/reset.
   *
   * @return false if the wait timed out
   * @throws EOFException if the peer closed the connection
   */
  public boolean awaitInput() throws IOException {
    if (in.available() > 0) {
      return true;
    }
    in.mark(1);
    try {
      if (in.read() < 0) {
        throw new EOFException("connection closed");
      }
    } catch (SocketTimeoutException nothingYet) {
      return false;
    }
    in.reset();
    return true;
  }

  /**
   * The type of the packet {@link #read()} returns next, without consuming it (waiting for its
   * header if need be); -1 at end of stream. The stream must support mark/reset.
   */
  public int peekType() throws IOException {
    in.mark(header.length);
    try {
      byte[] h = new byte[header.length];
      for (int n = 0; n < h.length; ) {
        int r = in.read(h, n, h.length - n);
        if (r < 0) {
          return -1;
        }
        n += r;
      }
      return h[4] & 0xff;
    } finally {
      in.reset();
    }
  }

  /** The next packet, or null if the peer closed the connection cleanly between packets. */
  public TnsPacket read() throws IOException {
    int first = in.read();
    if (first < 0) {
      return null;
    }
    header[0] = (byte) first;
    readFully(header, 1, header.length - 1);
    int length = length();
    if (length < TnsPacket.HEADER_LENGTH || length > maxPacketLength) {
      throw new TnsFormatException("packet length " + length + " outside 8.." + maxPacketLength);
    }
    byte[] payload = new byte[length - TnsPacket.HEADER_LENGTH];
    readFully(payload, 0, payload.length);
    return new TnsPacket(header[4] & 0xff, header[5] & 0xff, payload);
  }

  private int length() {
    int len16 = ((header[0] & 0xff) << 8) | (header[1] & 0xff);
    if (!largeLengths) {
      return len16;
    }
    long len = ((long) len16 << 16) | ((header[2] & 0xff) << 8) | (header[3] & 0xff);
    return len > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) len;
  }

  private void readFully(byte[] b, int off, int len) throws IOException {
    // a plain read loop: some streams' readNBytes stops after a single short read
    int n = 0;
    while (n < len) {
      int r = in.read(b, off + n, len - n);
      if (r < 0) {
        throw new EOFException("connection closed inside a packet (" + n + " of " + len + " bytes)");
      }
      n += r;
    }
  }
}
