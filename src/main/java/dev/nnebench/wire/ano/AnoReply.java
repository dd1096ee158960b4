package dev.nnebench.wire.ano;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds the server's ANO reply.
 *
 * <p>The server version's "update" field is 0 (19.0.0.0.0) on purpose: the driver then uses the
 * legacy NNE key schedule, the one the double implements. The supervisor's service array must
 * hold exactly two entries or the driver reports ORA-18921. Diffie-Hellman values travel in the
 * integrity service whenever encryption or checksumming is on, even with checksum id 0.
 */
public final class AnoReply {
  /** 19.0.0.0.0: update field 0 selects the legacy key schedule in the driver. */
  public static final long SERVER_VERSION = 0x13000000L;
  private static final int[] SUPERVISOR_SERVICES = {AnoService.SUPERVISOR, AnoService.AUTHENTICATION};

  private AnoReply() {}

  /** The reply; {@code keys} is null when neither service is on. */
  public static AnoPacket build(Decision encryption, Decision integrity, KeyExchange keys) {
    List<AnoPacket.Service> services = new ArrayList<>();
    services.add(service(AnoService.SUPERVISOR, 0, version(),
        status(AnoService.STATUS_SUPERVISOR_OK),
        sub(AnoService.TYPE_RAW, AnoCodec.ub2Array(SUPERVISOR_SERVICES))));
    services.add(service(AnoService.AUTHENTICATION, 0, version(),
        status(AnoService.STATUS_NO_AUTH_ADAPTER)));
    services.add(service(AnoService.ENCRYPTION, encryption.oraError(), version(),
        ub1(encryption.algorithmId())));
    services.add(integrity(integrity, keys));
    return new AnoPacket(SERVER_VERSION, services);
  }

  private static AnoPacket.Service integrity(Decision d, KeyExchange keys) {
    if (keys == null) {
      return service(AnoService.INTEGRITY, d.oraError(), version(), ub1(d.algorithmId()));
    }
    return service(AnoService.INTEGRITY, d.oraError(), version(), ub1(d.algorithmId()),
        ub2(keys.bits()), ub2(keys.bits()), sub(AnoService.TYPE_RAW, keys.generator()),
        sub(AnoService.TYPE_RAW, keys.prime()), sub(AnoService.TYPE_RAW, keys.publicValue()),
        sub(AnoService.TYPE_RAW, keys.iv()));
  }

  private static AnoPacket.Service service(int id, int error, AnoPacket.SubPacket... subs) {
    return new AnoPacket.Service(id, error, List.of(subs));
  }

  private static AnoPacket.SubPacket sub(int type, byte[] value) {
    return new AnoPacket.SubPacket(type, value);
  }

  private static AnoPacket.SubPacket version() {
    long v = SERVER_VERSION;
    return sub(AnoService.TYPE_VERSION, new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
  }

  private static AnoPacket.SubPacket status(int status) {
    return sub(AnoService.TYPE_STATUS, new byte[] {(byte) (status >>> 8), (byte) status});
  }

  private static AnoPacket.SubPacket ub1(int v) {
    return sub(AnoService.TYPE_UB1, new byte[] {(byte) v});
  }

  private static AnoPacket.SubPacket ub2(int v) {
    return sub(AnoService.TYPE_UB2, new byte[] {(byte) (v >>> 8), (byte) v});
  }
}
