package dev.nnebench.wire.session.channel;

import dev.nnebench.wire.server.Faults;
import dev.nnebench.wire.tns.DataFlags;
import dev.nnebench.wire.tns.Marker;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;
import dev.nnebench.wire.ttc.PiggybackSkipper;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.EOFException;
import java.io.IOException;

/**
 * DATA packets of one connection after the TNS handshake: reassembles a client request from one
 * or more packets, opening each body with the negotiated {@link Protection}; splits a response
 * into packets of at most one SDU, sealing each body on its own.
 */
public final class DataIo {
  /*
   * Drivers that do not flag the last packet of a request fill every other packet up to the SDU,
   * less at most a cipher block and the NNE trailer; a shorter packet therefore ends the request.
   */
  private static final int FULL_PACKET_SLACK = 64;
  /** Bound on one reassembled request; the benchmark's requests are a few KB. */
  static final int MAX_REQUEST_BYTES = 16 * 1024 * 1024;
  private final PacketReader reader;
  private final PacketWriter writer;
  private final Faults faults;
  private Protection protection = Protection.PLAIN;
  private int sdu;
  private int received;
  private int sentProtected;
  private byte[] sealed;
  private ReadTimeout readTimeout = millis -> { };

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

  /** Protects every DATA body from now on with {@code p}. */
  public void protection(Protection p) {
    this.protection = p;
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
    return p.type() == PacketType.MARKER
        ? new TnsPacket(p.type(), p.flags(), protection.openMarker(p.payload())) : p;
  }

  /** One whole client request: the opened bodies of its DATA packets, concatenated. */
  public byte[] readRequest() throws IOException {
    TtcWriter request = new TtcWriter(sdu);
    while (request.length() <= MAX_REQUEST_BYTES) {
      TnsPacket p = readPacket();
      if (p.type() == PacketType.MARKER) {
        // a lone reset needs no answer; a break may cut a request short
        breakUnlessReset(p, PiggybackSkipper.mainCall(request.toByteArray(), -1));
        continue;
      }
      request.raw(open(p));
      boolean last = (p.dataFlags() & DataFlags.END_OF_REQUEST) != 0;
      if (last || p.wireLength() < sdu - FULL_PACKET_SLACK) {
        return request.toByteArray();
      }
    }
    throw new TnsFormatException("request longer than " + MAX_REQUEST_BYTES + " bytes");
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
   * a break or interrupt marker stops the call; a client has nothing else to send mid-answer.
   */
  public void checkForBreak() throws IOException {
    while (reader.hasInput()) {
      TnsPacket p = readPacket();
      if (p.type() != PacketType.MARKER) {
        open(p); // EOF ends the connection; any other DATA is out of turn
        throw new TnsFormatException("client sent " + p + " while the server was answering");
      }
      breakUnlessReset(p, -1);
    }
  }

  /**
   * Waits for the client, up to the socket's read timeout, while a call is in progress; a break
   * throws {@link ClientBreakException}, a closed connection {@link ClientGoneException}.
   */
  public void awaitBreak() throws IOException {
    try {
      if (reader.awaitInput()) {
        checkForBreak();
      }
    } catch (EOFException closed) {
      throw new ClientGoneException("client closed the connection during a call");
    }
  }

  private static void breakUnlessReset(TnsPacket marker, int call) throws IOException {
    if (!Marker.isReset(marker.payload())) {
      throw new ClientBreakException(call);
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
    writer.write(PacketType.DATA, 0, sealed, 0, DataFlags.LENGTH + written);
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
  }
}
