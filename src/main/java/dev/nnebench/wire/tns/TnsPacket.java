package dev.nnebench.wire.tns;

/**
 * One TNS packet as read from or written to the wire, header excluded.
 *
 * @param type one of {@link PacketType}
 * @param flags header flags byte
 * @param payload the bytes after the 8-byte header
 */
public record TnsPacket(int type, int flags, byte[] payload) {
  /** Length of the TNS header that precedes every payload. */
  public static final int HEADER_LENGTH = 8;

  public static TnsPacket data(int dataFlags, byte[] body, int off, int len) {
    byte[] payload = new byte[DataFlags.LENGTH + len];
    payload[0] = (byte) (dataFlags >>> 8);
    payload[1] = (byte) dataFlags;
    System.arraycopy(body, off, payload, DataFlags.LENGTH, len);
    return new TnsPacket(PacketType.DATA, 0, payload);
  }

  /** The data flags of a DATA packet (0 if the payload is too short to hold them). */
  public int dataFlags() {
    return payload.length < DataFlags.LENGTH ? 0 : ((payload[0] & 0xff) << 8) | (payload[1] & 0xff);
  }

  /** Length on the wire, header included. */
  public int wireLength() {
    return HEADER_LENGTH + payload.length;
  }

  @Override
  public String toString() {
    return PacketType.name(type) + "(" + wireLength() + " bytes)";
  }
}
