package dev.nnebench.wire.tns;

/**
 * What a connection's packets after its TNS handshake have weighed so far, each direction
 * counted as the packets crossed the wire and as they are before compression (equal without
 * compression), TNS headers included, TLS records around them not.
 */
public interface PacketBytes {
  /** A connection that has sent and received nothing, with compression off. */
  PacketBytes NONE = new PacketBytes() {
    @Override
    public String compression() {
      return "off";
    }

    @Override
    public long receivedWire() {
      return 0;
    }

    @Override
    public long receivedRaw() {
      return 0;
    }

    @Override
    public long sentWire() {
      return 0;
    }

    @Override
    public long sentRaw() {
      return 0;
    }
  };

  /** The negotiated compression level as sqlnet.ora names it ({@code high}), or {@code off}. */
  String compression();

  /** Bytes the client sent, as they crossed the wire. */
  long receivedWire();

  /** Bytes the client sent, as they are before compression. */
  long receivedRaw();

  /** Bytes the server sent, as they crossed the wire. */
  long sentWire();

  /** Bytes the server sent, as they are before compression. */
  long sentRaw();
}
