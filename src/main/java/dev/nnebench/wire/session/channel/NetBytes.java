package dev.nnebench.wire.session.channel;

import dev.nnebench.wire.tns.PacketBytes;

/**
 * What one connection's packets after its TNS handshake weigh, each direction counted twice: as
 * they cross the wire, and as they would without compression (the inflated size of a compressed
 * packet, the size of any other). Without compression the two are equal. TLS records around the
 * packets (TCPS) are not counted. Updated by the connection's own thread; read by anyone.
 */
public final class NetBytes implements PacketBytes {
  private volatile String compression = "off";
  private volatile long receivedWire;
  private volatile long receivedRaw;
  private volatile long sentWire;
  private volatile long sentRaw;
  private volatile long sentCompressed;
  private volatile long sentPackets;

  void compression(String level) {
    compression = level;
  }

  @Override
  public String compression() {
    return compression;
  }

  void received(int wire, int raw) {
    receivedWire += wire;
    receivedRaw += raw;
  }

  void sent(int wire, int raw) {
    sentWire += wire;
    sentRaw += raw;
    sentPackets++;
    if (wire != raw) {
      sentCompressed++;
    }
  }

  /** Bytes the client sent, as they crossed the wire. */
  @Override
  public long receivedWire() {
    return receivedWire;
  }

  /** Bytes the client sent, as they are before compression. */
  @Override
  public long receivedRaw() {
    return receivedRaw;
  }

  /** Bytes the server sent, as they crossed the wire. */
  @Override
  public long sentWire() {
    return sentWire;
  }

  /** Bytes the server sent, as they are before compression. */
  @Override
  public long sentRaw() {
    return sentRaw;
  }

  /** Packets the server sent. */
  public long sentPackets() {
    return sentPackets;
  }

  /** Packets the server sent compressed. */
  public long sentCompressed() {
    return sentCompressed;
  }

  /** {@code in=wire/raw out=wire/raw}, for a connection's log line. */
  @Override
  public String toString() {
    return "in=" + receivedWire + "/" + receivedRaw + " out=" + sentWire + "/" + sentRaw;
  }
}
