package dev.nnebench.wire.ano;

import java.util.List;

/**
 * One ANO (advanced negotiation) packet: the payload of a DATA packet that starts with the magic
 * {@code DE AD BE EF}.
 *
 * @param version the sender's ANO version, e.g. {@code 0x13000000} for 19.0.0.0.0
 * @param services the services in wire order
 */
public record AnoPacket(long version, List<Service> services) {
  /** The magic that opens every ANO packet. */
  public static final long MAGIC = 0xDEADBEEFL;
  /** Bytes of the ANO header: magic, length, version, service count, error flags. */
  public static final int HEADER_LENGTH = 13;
  /** Bytes of each service header: id, sub-packet count, error. */
  public static final int SERVICE_HEADER_LENGTH = 8;
  /** Bytes of each sub-packet header: value length, type. */
  public static final int SUB_HEADER_LENGTH = 4;

  /**
   * One service block.
   *
   * @param id one of the {@link AnoService} ids
   * @param error 0, or the ORA number that made the sender reject the service
   * @param subPackets the values in wire order
   */
  public record Service(int id, int error, List<SubPacket> subPackets) {}

  /** One typed value inside a service block. */
  public record SubPacket(int type, byte[] value) {}

  /** The service with {@code id}, or null if absent. */
  public Service service(int id) {
    return services.stream().filter(s -> s.id() == id).findFirst().orElse(null);
  }

  /** Whether {@code body} (a DATA payload after its data flags) starts with the ANO magic. */
  public static boolean isAno(byte[] body, int off, int len) {
    return len >= HEADER_LENGTH && (body[off] & 0xff) == 0xDE && (body[off + 1] & 0xff) == 0xAD
        && (body[off + 2] & 0xff) == 0xBE && (body[off + 3] & 0xff) == 0xEF;
  }
}
