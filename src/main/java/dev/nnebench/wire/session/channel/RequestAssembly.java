package dev.nnebench.wire.session.channel;

import dev.nnebench.wire.tns.DataFlags;
import dev.nnebench.wire.tns.Marker;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;
import dev.nnebench.wire.ttc.PiggybackSkipper;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.IOException;

/**
 * One client request as its DATA packets arrive. TTC has no request length: a server knows a
 * call is complete by unmarshalling it, pulling another packet whenever a field runs past what
 * has arrived. So the request is read up to where the client marks its end (data flag 0x0800)
 * or implies it (a packet shorter than a full one), and the parse then pulls any further
 * packets ({@link #next}): ojdbc 19 and 23 flush a short packet holding an OALL8's header before
 * the packets of a long SQL text. The whole request is capped by the connection's
 * {@link RequestLimit}, so a client cannot make the server buffer without bound.
 */
final class RequestAssembly implements TtcReader.Continuation {
  /*
   * Drivers that do not flag the last packet of a request fill every other packet up to the SDU,
   * less at most a cipher block and the NNE trailer; a shorter packet therefore ends the request.
   */
  private static final int FULL_PACKET_SLACK = 64;
  private final DataIo io;
  private final int sdu;
  private final RequestLimit limit;
  private int received;

  RequestAssembly(DataIo io, int sdu, RequestLimit limit) {
    this.io = io;
    this.sdu = sdu;
    this.limit = limit;
  }

  /** The packets up to the one that ends the request by its flag or its length, concatenated. */
  byte[] read() throws IOException {
    TtcWriter request = new TtcWriter(sdu);
    while (true) {
      TnsPacket p = io.readPacket();
      if (p.type() == PacketType.MARKER) {
        // a lone reset needs no answer; a break may cut a request short
        breakUnlessReset(p, PiggybackSkipper.mainCall(request.toByteArray(), -1));
        continue;
      }
      request.raw(counted(io.open(p)));
      boolean last = (p.dataFlags() & DataFlags.END_OF_REQUEST) != 0;
      if (last || p.wireLength() < sdu - FULL_PACKET_SLACK) {
        return request.toByteArray();
      }
    }
  }

  /** The opened body of the request's next DATA packet, for a parse that needs more. */
  @Override
  public byte[] next() throws IOException {
    while (true) {
      TnsPacket p = io.readPacket();
      if (p.type() != PacketType.MARKER) {
        return counted(io.open(p));
      }
      breakUnlessReset(p, -1);
    }
  }

  @Override
  public long allowance() {
    return limit.max() - received;
  }

  private byte[] counted(byte[] body) throws TnsFormatException {
    limit.check(received, body.length);
    received += body.length;
    return body;
  }

  static void breakUnlessReset(TnsPacket marker, int call) throws IOException {
    if (!Marker.isReset(marker.payload())) {
      throw new ClientBreakException(call);
    }
  }
}
