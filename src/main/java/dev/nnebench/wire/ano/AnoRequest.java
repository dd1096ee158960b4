package dev.nnebench.wire.ano;

/**
 * What the server reads from the client's first ANO packet.
 *
 * @param version the client's ANO version
 * @param encryption the client's encryption offer
 * @param integrity the client's checksum offer
 */
public record AnoRequest(long version, ClientOffer encryption, ClientOffer integrity) {
  private static final ClientOffer ABSENT = ClientOffer.fromList(new byte[0]);

  public static AnoRequest of(AnoPacket packet) {
    return new AnoRequest(packet.version(), offer(packet, AnoService.ENCRYPTION),
        offer(packet, AnoService.INTEGRITY));
  }

  private static ClientOffer offer(AnoPacket packet, int serviceId) {
    AnoPacket.Service service = packet.service(serviceId);
    if (service == null) {
      return ABSENT;
    }
    for (AnoPacket.SubPacket sub : service.subPackets()) {
      if (sub.type() == AnoService.TYPE_RAW) {
        return ClientOffer.fromList(sub.value());
      }
    }
    return ABSENT;
  }

  /** The client's DH public value from its second ANO packet (integrity service, raw value). */
  public static byte[] clientPublicValue(AnoPacket packet) throws AnoFormatException {
    AnoPacket.Service service = packet.service(AnoService.INTEGRITY);
    if (service == null || service.subPackets().isEmpty()
        || service.subPackets().get(0).type() != AnoService.TYPE_RAW) {
      throw new AnoFormatException("expected the client's Diffie-Hellman public value");
    }
    return service.subPackets().get(0).value();
  }
}
