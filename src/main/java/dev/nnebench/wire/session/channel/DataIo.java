package dev.nnebench.wire.session.channel;

import dev.nnebench.wire.server.Faults;
import dev.nnebench.wire.tns.DataFlags;
import dev.nnebench.wire.tns.Marker;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;
import dev.nnebench.wire.ttc.TtcReader;
import java.io.EOFException;
import java.io.IOException;

/**
 * DATA packets of one connection after the TNS handshake: reads a client request from one or
 * more packets ({@link RequestAssembly}), inflating each compressed packet and opening each body
 * with the negotiated {@link Protection}; splits a response into packets of at most one SDU,
 * sealing each body on its own and then compressing it where compression was negotiated.
 */
public final class DataIo {
  private final PacketReader reader;
  private final PacketWriter writer;
  private final Faults faults;
  private Protection protection = Protection.PLAIN;
  private int sdu;
  private int received;
  private int sentProtected;
  private byte[] sealed;
  private RequestAssembly request;
  private ReadTimeout readTimeout = millis -> { };
  private RequestLimit limit = RequestLimit.afterLogin();
  private PacketCompression compression;
  private final NetBytes bytes = new NetBytes();

  public DataIo(PacketReader reader, PacketWriter writer, int sdu, Faults faults) {
    this.reader = reader;
    this.writer = writer;
    this.sdu = sdu;
    this.faults = faults;
    this.sealed = new byte[sdu];
  }

  /** Sets the socket's read timeout through {@code setter} (none by default, e.g. in tests). */
  public void readTimeouts(ReadTimeout setter) {
    this.readTimeout = setter;
  }

  /** Reads give up after {@code millis} with a SocketTimeoutException; 0 waits forever. */
  public void readTimeout(int millis) throws IOException {
    readTimeout.set(millis);
  }

  /** Sets a read timeout on whatever the packets come from. */
  public interface ReadTimeout {
    void set(int millis) throws IOException;
  }

  /** Bounds what one request may buffer (by default, the limit after login). */
  public void requestLimit(RequestLimit limit) {
    this.limit = limit;
  }

  /** Protects every DATA body from now on with {@code p}. */
  public void protection(Protection p) {
    this.protection = p;
  }

  /**
   * Compresses and inflates DATA packets from now on, as the ACCEPT agreed: the outer layer, over
   * whatever protection seals the bodies (ojdbc seals, then compresses, and inflates, then opens).
   *
   * @param level the level the ACCEPT chose, as sqlnet.ora names it
   * @param threshold packets of at most this many bytes go out uncompressed
   */
  public void compress(String level, int threshold) {
    this.compression = new PacketCompression(threshold, sdu);
    bytes.compression(level);
  }

  /** What this connection's packets weighed on the wire and before compression, so far. */
  public NetBytes bytes() {
    return bytes;
  }

  /** Frees what the connection held outside the heap (the zlib state of compression). */
  public void close() {
    if (compression != null) {
      compression.end();
    }
  }

  /** The protection DATA bodies get now. */
  public Protection protection() {
    return protection;
  }

  /** The next packet of any type; throws {@link ClientGoneException} at end of stream. */
  public TnsPacket readPacket() throws IOException {
    if (faults.dropAfterClientPackets() > 0 && received >= faults.dropAfterClientPackets()) {
      throw new ClientGoneException("fault injection: dropped after " + received
          + " client packets");
    }
    TnsPacket p = reader.read();
    if (p == null) {
      throw new ClientGoneException("client closed the connection");
    }
    received++;
    p = inflated(p);
    return p.type() == PacketType.MARKER
        ? new TnsPacket(p.type(), p.flags(), protection.openMarker(p.payload())) : p;
  }

  /* A compressed packet inflated (the outer layer comes off first), counted either way. */
  private TnsPacket inflated(TnsPacket p) throws TnsFormatException {
    TnsPacket opened = p;
    if (PacketCompression.flagged(p)) {
      if (compression == null) {
        throw new TnsFormatException("a compressed DATA packet on a connection that did not"
            + " negotiate compression");
      }
      opened = compression.opened(p);
    }
    bytes.received(p.wireLength(), opened.wireLength());
    return opened;
  }

  /**
   * A client request: the opened bodies of its DATA packets up to the one that ends it by flag or
   * length; a parse that needs more pulls the rest through {@link #continuation()}.
   */
  public byte[] readRequest() throws IOException {
    request = new RequestAssembly(this, sdu, limit);
    return request.read();
  }

  /** Where the rest of the request last read comes from, if it spans more packets. */
  public TtcReader.Continuation continuation() {
    return request;
  }

  /**
   * The opened body of a client DATA packet (empty if it has none).
   *
   * @throws ClientGoneException if it carries the EOF flag
   */
  public byte[] open(TnsPacket p) throws IOException {
    if (p.type() != PacketType.DATA) {
      throw new TnsFormatException("expected DATA, got " + p);
    }
    if ((p.dataFlags() & DataFlags.EOF) != 0) {
      throw new ClientGoneException("client sent EOF");
    }
    int bodyLength = p.payload().length - DataFlags.LENGTH;
    return bodyLength > 0 ? protection.open(p.payload(), DataFlags.LENGTH, bodyLength)
        : new byte[0];
  }

  /**
   * While the server answers a call, looks at what the client sent meanwhile without waiting:
   * a break or interrupt marker stops the call. A client that sends its next request before
   * the answer is out gets what Oracle gives it: the request waits in the socket and is read in
   * turn, after this answer (a break behind it is seen only then).
   *
   * @return true if the client's next request (or its end) is waiting
   */
  public boolean checkForBreak() throws IOException {
    while (reader.hasInput()) {
      if (reader.peekType() != PacketType.MARKER) {
        return true;
      }
      RequestAssembly.breakUnlessReset(readPacket(), -1);
    }
    return false;
  }

  /**
   * Waits for the client, up to the socket's read timeout, while a call is in progress; a break
   * throws {@link ClientBreakException}, a closed connection {@link ClientGoneException}.
   *
   * @return true if the client's next request is waiting, so that waiting for a break is over
   */
  public boolean awaitBreak() throws IOException {
    try {
      return reader.awaitInput() && checkForBreak();
    } catch (EOFException closed) {
      throw new ClientGoneException("client closed the connection during a call");
    }
  }

  /** Sends {@code len} bytes of TTC as one or more DATA packets. */
  public void send(byte[] b, int off, int len) throws IOException {
    int maxPayload = protection.maxPayload(sdu - TnsPacket.HEADER_LENGTH - DataFlags.LENGTH);
    do {
      int n = Math.min(len, maxPayload);
      sendOne(b, off, n);
      off += n;
      len -= n;
    } while (len > 0);
  }

  private void sendOne(byte[] b, int off, int n) throws IOException {
    int bodyLength = protection.sealedLength(n);
    if (sealed.length < DataFlags.LENGTH + bodyLength) {
      sealed = new byte[DataFlags.LENGTH + bodyLength];
    }
    sealed[0] = 0;
    sealed[1] = 0;
    int written = protection.seal(b, off, n, sealed, DataFlags.LENGTH);
    if (protection.active() && ++sentProtected == faults.corruptServerPacket()) {
      corruptChecksum(DataFlags.LENGTH + written);
    }
    int length = DataFlags.LENGTH + written;
    int packed = compression == null ? -1 : compression.deflate(sealed, length);
    if (packed < 0) {
      writer.write(PacketType.DATA, 0, sealed, 0, length);
    } else {
      writer.write(PacketType.DATA, 0, compression.deflated(), 0, packed);
    }
    bytes.sent(TnsPacket.HEADER_LENGTH + (packed < 0 ? length : packed),
        TnsPacket.HEADER_LENGTH + length);
  }

  /*
   * The last three bytes of a sealed body are the tail of the checksum (checksum only: MAC then
   * one trailer byte) or the last cipher block, which holds the MAC, then two trailer bytes.
   */
  private void corruptChecksum(int end) {
    sealed[end - 3] ^= 0x01;
  }

  /** Sends a MARKER packet (a break or reset while answering the client's break). */
  public void sendMarker(int type) throws IOException {
    byte[] payload = protection.sealMarker(Marker.payload(type));
    writer.write(PacketType.MARKER, 0, payload, 0, payload.length);
    bytes.sent(TnsPacket.HEADER_LENGTH + payload.length, TnsPacket.HEADER_LENGTH + payload.length);
  }
}
