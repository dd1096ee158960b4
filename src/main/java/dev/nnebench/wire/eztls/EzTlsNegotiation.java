package dev.nnebench.wire.eztls;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.wire.ano.AnoCodec;
import dev.nnebench.wire.ano.AnoFormatException;
import dev.nnebench.wire.ano.AnoPacket;
import dev.nnebench.wire.ano.AnoReply;
import dev.nnebench.wire.ano.AnoService;
import dev.nnebench.wire.ano.Decision;
import dev.nnebench.wire.call.TlsParameters;
import dev.nnebench.wire.session.channel.DataIo;
import dev.nnebench.wire.session.channel.Protection;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The ANO exchange that selects ezTLS (encryption algorithm id 21). The client's ClientHello
 * rides in a third (raw) sub-packet of its encryption service; the server answers in the order
 * supervisor, authentication, encryption (version, UB1 21, raw: its whole TLS 1.3 flight),
 * integrity (version only: integrity and Diffie-Hellman are off under ezTLS, and ojdbc reads
 * nothing more of that service once 21 is selected; what 26ai sends there is UNCONFIRMED, this
 * is the form ojdbc's reader implies). The client's second flight arrives in one more ANO packet
 * with the encryption service alone; under TLS 1.3 the server answers nothing to it.
 */
public final class EzTlsNegotiation {
  /** The ANO id of ezTLS in the encryption service. */
  public static final int EZTLS_ID = 21;
  private static final int HELLO_SUB_PACKET = 2;

  /** What the exchange settled: the data path's protection and the negotiated TLS. */
  public record Outcome(Protection protection, TlsParameters tls) {}

  private EzTlsNegotiation() {}

  /** Whether the client's first ANO packet offers ezTLS: id 21 listed and a ClientHello. */
  public static boolean offered(AnoPacket request) {
    AnoPacket.Service enc = request.service(AnoService.ENCRYPTION);
    if (enc == null || enc.subPackets().size() <= HELLO_SUB_PACKET) {
      return false;
    }
    AnoPacket.SubPacket list = enc.subPackets().get(1);
    if (list.type() != AnoService.TYPE_RAW
        || enc.subPackets().get(HELLO_SUB_PACKET).type() != AnoService.TYPE_RAW) {
      return false;
    }
    for (byte id : list.value()) {
      if ((id & 0xff) == EZTLS_ID) {
        return true;
      }
    }
    return false;
  }

  /** Runs the TLS handshake through ANO for a request {@link #offered} ezTLS in. */
  public static Outcome run(AnoPacket request, DataIo io, EzTlsIdentity identity)
      throws IOException {
    EzTlsEngine engine = EzTlsEngine.start(identity.context());
    byte[] hello = request.service(AnoService.ENCRYPTION).subPackets().get(HELLO_SUB_PACKET)
        .value();
    byte[] reply = AnoCodec.encode(reply(engine.answerHello(hello)));
    io.send(reply, 0, reply.length);
    byte[] round2 = io.readRequest();
    engine.finish(secondFlight(AnoCodec.decode(round2, 0, round2.length)));
    return new Outcome(new EzTlsProtection(engine, identity), engine.parameters());
  }

  /*
   * A 26ai server announces a 23+ ANO version; the key schedule it would select is moot here,
   * but ojdbc still applies its weak-crypto check to the version of an active encryption service.
   */
  static AnoPacket reply(byte[] serverFlight) {
    AnoPacket base = AnoReply.build(new Decision(EZTLS_ID, 0), new Decision(0, 0), null,
        KeySchedule.UPDATED);
    AnoPacket.SubPacket version = base.service(AnoService.ENCRYPTION).subPackets().get(0);
    List<AnoPacket.Service> services = new ArrayList<>();
    services.add(base.service(AnoService.SUPERVISOR));
    services.add(base.service(AnoService.AUTHENTICATION));
    services.add(new AnoPacket.Service(AnoService.ENCRYPTION, 0, List.of(version,
        new AnoPacket.SubPacket(AnoService.TYPE_UB1, new byte[] {EZTLS_ID}),
        new AnoPacket.SubPacket(AnoService.TYPE_RAW, serverFlight))));
    services.add(new AnoPacket.Service(AnoService.INTEGRITY, 0, List.of(version)));
    return new AnoPacket(base.version(), services);
  }

  private static byte[] secondFlight(AnoPacket round2) throws AnoFormatException {
    AnoPacket.Service enc = round2.service(AnoService.ENCRYPTION);
    if (enc == null || enc.subPackets().size() != 1
        || enc.subPackets().get(0).type() != AnoService.TYPE_RAW) {
      throw new AnoFormatException("expected the client's second TLS flight in one raw"
          + " encryption sub-packet");
    }
    return enc.subPackets().get(0).value();
  }
}
