package dev.nnebench.wire.tns;

import java.nio.charset.StandardCharsets;

/**
 * The fields of a client's CONNECT the double acts on. Offsets below are into the payload
 * (packet offset minus the 8-byte header).
 *
 * @param version the TNS version the client wants (319 for 23ai drivers)
 * @param lowestVersion the lowest version it accepts
 * @param sdu session data unit, from the 4-byte field when present
 * @param tdu transport data unit, likewise
 * @param naFlags0 native-authentication flags (0x10 = client demands ANO)
 * @param connectDataLength bytes of connect descriptor
 * @param connectData the descriptor, or null if it follows in a DATA packet
 * @param compression the compression word ({@link CompressionPolicy}); 0 when the CONNECT is too
 *     short to hold it, as from a client that predates compression
 */
public record ConnectPacket(int version, int lowestVersion, int sdu, int tdu, int naFlags0,
    int connectDataLength, String connectData, int compression) {
  private static final int VERSION = 0;
  private static final int LOWEST_VERSION = 2;
  private static final int SDU = 6;
  private static final int TDU = 8;
  private static final int DATA_LENGTH = 16;
  private static final int DATA_OFFSET = 18;
  private static final int NA_FLAGS0 = 24;
  private static final int LARGE_SDU = 50;
  private static final int LARGE_TDU = 54;
  private static final int COMPRESSION = 58;
  private static final int MIN_LENGTH = 26;
  /** First version whose CONNECT carries 4-byte SDU/TDU fields. */
  public static final int VERSION_LARGE_SDU = 315;

  public static ConnectPacket parse(byte[] p) throws TnsFormatException {
    if (p.length < MIN_LENGTH) {
      throw new TnsFormatException("CONNECT of " + p.length + " payload bytes is too short");
    }
    int version = u16(p, VERSION);
    int dataLength = u16(p, DATA_LENGTH);
    int dataStart = u16(p, DATA_OFFSET) - TnsPacket.HEADER_LENGTH;
    boolean large = version >= VERSION_LARGE_SDU && p.length >= LARGE_TDU + 4 && dataStart >= LARGE_TDU + 4;
    int sdu = large ? u32(p, LARGE_SDU) : u16(p, SDU);
    int tdu = large ? u32(p, LARGE_TDU) : u16(p, TDU);
    String data = null;
    if (dataLength > 0 && dataStart >= 0 && dataStart + dataLength <= p.length) {
      data = new String(p, dataStart, dataLength, StandardCharsets.US_ASCII);
    }
    boolean withCompression = p.length >= COMPRESSION + 4 && dataStart >= COMPRESSION + 4;
    return new ConnectPacket(version, u16(p, LOWEST_VERSION), sdu, tdu, p[NA_FLAGS0] & 0xff,
        dataLength, data, withCompression ? u32(p, COMPRESSION) : 0);
  }

  /** A CONNECT with no compression word, as from a client that predates compression. */
  public ConnectPacket(int version, int lowestVersion, int sdu, int tdu, int naFlags0,
      int connectDataLength, String connectData) {
    this(version, lowestVersion, sdu, tdu, naFlags0, connectDataLength, connectData, 0);
  }

  public ConnectPacket withConnectData(String data) {
    return new ConnectPacket(version, lowestVersion, sdu, tdu, naFlags0, connectDataLength, data,
        compression);
  }

  /** SERVICE_NAME (or SID) from the descriptor, upper-cased; null if absent. */
  public String serviceName() {
    String s = descriptorValue("SERVICE_NAME");
    return s != null ? s : descriptorValue("SID");
  }

  /** A value such as PROGRAM or HOST from the descriptor, or null. */
  public String descriptorValue(String key) {
    if (connectData == null) {
      return null;
    }
    return DescriptorValue.find(connectData, key);
  }

  static int u16(byte[] p, int off) {
    return ((p[off] & 0xff) << 8) | (p[off + 1] & 0xff);
  }

  static int u32(byte[] p, int off) {
    return (u16(p, off) << 16) | u16(p, off + 2);
  }
}
