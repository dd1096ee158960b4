package dev.nnebench.wire.ano;

import dev.nnebench.nne.KeySchedule;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the server's ANO reply.
 *
 * <p>The server version picks the driver's key schedule (every ojdbc from 18 to 23 decides alike,
 * from the first non-zero version among the authentication, encryption and integrity services):
 * major 23 or more, or a third field of 1 or more, counts as a patched server and selects the
 * updated schedule; anything older selects the legacy one, and a client with
 * {@code allow_weak_crypto=false} then refuses with ORA-12268. The supervisor's service array
 * must hold exactly two entries or the driver reports ORA-18921. Diffie-Hellman values travel in
 * the integrity service whenever encryption or checksumming is on, even with checksum id 0.
 */
public final class AnoReply {
  /** 19.0.0.0.0, an unpatched 19c: the driver uses the legacy key schedule. */
  public static final long LEGACY_VERSION = 0x13000000L;
  /** 23.0.0.0.0, a 23ai server: the driver uses the updated key schedule. */
  public static final long UPDATED_VERSION = 0x17000000L;
  private static final int[] SUPERVISOR_SERVICES = {AnoService.SUPERVISOR, AnoService.AUTHENTICATION};

  private AnoReply() {}

  /** The ANO version a server announces to select {@code schedule}. */
  public static long version(KeySchedule schedule) {
    return schedule == KeySchedule.LEGACY ? LEGACY_VERSION : UPDATED_VERSION;
  }

  /** The reply; {@code keys} is null when neither service is on. */
  public static AnoPacket build(Decision encryption, Decision integrity, KeyExchange keys,
      KeySchedule schedule) {
    AnoPacket.SubPacket v = version(version(schedule));
    List<AnoPacket.Service> services = new ArrayList<>();
    services.add(service(AnoService.SUPERVISOR, 0, v, status(AnoService.STATUS_SUPERVISOR_OK),
        sub(AnoService.TYPE_RAW, AnoCodec.ub2Array(SUPERVISOR_SERVICES))));
    services.add(service(AnoService.AUTHENTICATION, 0, v,
        status(AnoService.STATUS_NO_AUTH_ADAPTER)));
    services.add(service(AnoService.ENCRYPTION, encryption.oraError(), v,
        ub1(encryption.algorithmId())));
    services.add(integrity(integrity, keys, v));
    return new AnoPacket(version(schedule), services);
  }

  private static AnoPacket.Service integrity(Decision d, KeyExchange keys,
      AnoPacket.SubPacket version) {
    if (keys == null) {
      return service(AnoService.INTEGRITY, d.oraError(), version, ub1(d.algorithmId()));
    }
    return service(AnoService.INTEGRITY, d.oraError(), version, ub1(d.algorithmId()),
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

  private static AnoPacket.SubPacket version(long v) {
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
