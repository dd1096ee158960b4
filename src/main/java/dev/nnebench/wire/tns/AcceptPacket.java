package dev.nnebench.wire.tns;

/**
 * Builds the server's ACCEPT. The double answers at version 315 at most: 4-byte lengths but no
 * flags2, so the driver skips the out-of-band check, fast authentication and end-of-response
 * (all of which hang off flags2 at 318/319). Global service options 0x0001 keep breaks in-band.
 */
public final class AcceptPacket {
  /** The version the double negotiates when the client offers it or more. */
  public static final int VERSION = 315;
  private static final int SERVICE_OPTIONS = 0x0001;
  private static final int SHORT_TDU = 0xffff;
  private static final int HOST_ORDER_ONE = 0x0100;
  /** NA flags: not 0x04 (NA disabled) and not 0x08 (no NA services), so the client runs ANO. */
  private static final int NA_FLAGS = 0x01;
  private static final int LENGTH_OLD = 24;
  private static final int LENGTH_LARGE = 33;
  /** The compression byte (packet offset 40), present from version 315. */
  private static final int COMPRESSION = 32;
  /** From 318 on, flags2 (4 bytes) follows a compression byte. */
  public static final int VERSION_FLAGS2 = 318;
  private static final int FLAGS2 = 33;
  private static final int LENGTH_FLAGS2 = 37;

  private AcceptPacket() {}

  /** The version to answer a client that wants {@code clientVersion}. */
  public static int negotiate(int clientVersion) {
    return Math.min(clientVersion, VERSION);
  }

  /** The ACCEPT payload for the negotiated version, SDU and TDU. */
  public static byte[] payload(int version, int sdu, int tdu) {
    return payload(version, sdu, tdu, 0);
  }

  /**
   * The ACCEPT payload; at version {@link #VERSION_FLAGS2} or more it carries {@code flags2}
   * (ezTLS answers python-oracledb at 318 with only its ezTLS bit set there, so none of the
   * features that hang off flags2 switch on).
   */
  public static byte[] payload(int version, int sdu, int tdu, int flags2) {
    return payload(version, sdu, tdu, flags2, 0);
  }

  /**
   * The ACCEPT payload with {@code compression} as its compression byte
   * ({@link CompressionPolicy#acceptFlags}); below version 315 there is no such byte, and so no
   * compression.
   */
  public static byte[] payload(int version, int sdu, int tdu, int flags2, int compression) {
    boolean large = version >= ConnectPacket.VERSION_LARGE_SDU;
    boolean withFlags2 = version >= VERSION_FLAGS2;
    byte[] p = new byte[withFlags2 ? LENGTH_FLAGS2 : large ? LENGTH_LARGE : LENGTH_OLD];
    put16(p, 0, version);
    put16(p, 2, SERVICE_OPTIONS);
    put16(p, 4, Math.min(sdu, 0xffff));
    put16(p, 6, Math.min(tdu, SHORT_TDU));
    put16(p, 8, HOST_ORDER_ONE);
    put16(p, 10, 0);
    put16(p, 12, p.length + TnsPacket.HEADER_LENGTH);
    p[14] = NA_FLAGS;
    p[15] = NA_FLAGS;
    if (large) {
      put32(p, 24, sdu);
      put32(p, 28, tdu);
      p[COMPRESSION] = (byte) compression;
    }
    if (withFlags2) {
      put32(p, FLAGS2, flags2);
    }
    return p;
  }

  private static void put16(byte[] p, int off, int v) {
    p[off] = (byte) (v >>> 8);
    p[off + 1] = (byte) v;
  }

  private static void put32(byte[] p, int off, int v) {
    put16(p, off, v >>> 16);
    put16(p, off + 2, v);
  }
}
