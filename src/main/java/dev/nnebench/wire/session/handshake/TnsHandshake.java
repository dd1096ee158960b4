package dev.nnebench.wire.session.handshake;

import dev.nnebench.wire.eztls.EzTlsConnect;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.session.channel.ClientGoneException;
import dev.nnebench.wire.tns.AcceptPacket;
import dev.nnebench.wire.tns.CompressionPolicy;
import dev.nnebench.wire.tns.ConnectPacket;
import dev.nnebench.wire.tns.DataFlags;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.RefusePacket;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;
import dev.nnebench.wire.ttc.OraError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * CONNECT to ACCEPT (or REFUSE for an unknown service). Connect data longer than a CONNECT can
 * carry arrives in the DATA packet that follows it.
 */
public final class TnsHandshake {
  /** Longest CONNECT accepted before the SDU is known; 2-byte lengths cap it anyway. */
  public static final int MAX_CONNECT_LENGTH = 0xffff;
  private static final int MIN_VERSION = 300;

  /**
   * The outcome: the client's CONNECT (null if refused), the negotiated sizes and the ACCEPT's
   * compression byte.
   */
  public record Result(ConnectPacket connect, int version, int sdu, int compression) {
    /** Whether the server refused the connection (unknown service). */
    public boolean refused() {
      return version == 0;
    }

    /** Whether the ACCEPT turned compression on. */
    public boolean compressed() {
      return CompressionPolicy.accepted(compression);
    }
  }

  private TnsHandshake() {}

  /** Reads the CONNECT of a plain TCP connection and answers it with ACCEPT or REFUSE. */
  public static Result run(PacketReader reader, PacketWriter writer, ServerOptions options)
      throws IOException {
    return run(reader, writer, options, false);
  }

  /**
   * Reads the CONNECT and answers it with ACCEPT or REFUSE; {@code tcps} says the connection runs
   * over TLS, which the ACCEPT's compression byte must say too.
   */
  public static Result run(PacketReader reader, PacketWriter writer, ServerOptions options,
      boolean tcps) throws IOException {
    TnsPacket first = reader.read();
    if (first == null) {
      throw new ClientGoneException("client closed before CONNECT");
    }
    if (first.type() != PacketType.CONNECT) {
      throw new TnsFormatException("expected CONNECT, got " + first);
    }
    ConnectPacket connect = ConnectPacket.parse(first.payload());
    if (connect.connectData() == null && connect.connectDataLength() > 0) {
      connect = connect.withConnectData(followingData(reader));
    }
    if (connect.version() < MIN_VERSION) {
      throw new TnsFormatException("TNS version " + connect.version() + " is older than "
          + MIN_VERSION);
    }
    if (!options.servesService(connect.serviceName())) {
      byte[] refuse = RefusePacket.payload(OraError.UNKNOWN_SERVICE.code());
      writer.write(PacketType.REFUSE, 0, refuse, 0, refuse.length);
      return new Result(connect, 0, 0, 0);
    }
    int version = AcceptPacket.negotiate(connect.version());
    int sdu = Math.max(ServerOptions.MIN_SDU, Math.min(connect.sdu(), options.sdu()));
    boolean ezTls = options.ezTls() != null
        && EzTlsConnect.requested(first.payload(), connect.version());
    version = ezTls ? EzTlsConnect.ACCEPT_VERSION : version;
    int compression = version >= ConnectPacket.VERSION_LARGE_SDU
        ? options.compression().acceptFlags(connect.compression(), tcps) : 0;
    byte[] accept = AcceptPacket.payload(version, sdu, Math.max(sdu, connect.tdu()),
        ezTls ? EzTlsConnect.FLAG_EZTLS_TCP : 0, compression);
    writer.write(PacketType.ACCEPT, 0, accept, 0, accept.length);
    return new Result(connect, version, sdu, compression);
  }

  private static String followingData(PacketReader reader) throws IOException {
    TnsPacket data = reader.read();
    if (data == null || data.type() != PacketType.DATA) {
      throw new TnsFormatException("expected the connect data in a DATA packet, got " + data);
    }
    byte[] p = data.payload();
    return new String(p, DataFlags.LENGTH, p.length - DataFlags.LENGTH, StandardCharsets.US_ASCII);
  }
}
