package dev.nnebench.wire.eztls;

/**
 * ezTLS in the CONNECT/ACCEPT exchange. python-oracledb with {@code use_eztls} sets bit
 * 0x00010000 in the CONNECT's flags2 and refuses (DPY-6009) an ACCEPT below version 318 or
 * without the same bit; ojdbc sets nothing and ignores the bit. The double sets it only for a
 * client that set it, and answers that client at 318 (whether 26ai sets it always is
 * UNCONFIRMED; every other client keeps the ACCEPT it has always had).
 */
public final class EzTlsConnect {
  /** flags2 bit of ezTLS over TCP, in CONNECT and ACCEPT. */
  public static final int FLAG_EZTLS_TCP = 0x00010000;
  /** The lowest version whose ACCEPT carries flags2. */
  public static final int ACCEPT_VERSION = 318;
  private static final int FLAGS2 = 62;
  private static final int DATA_OFFSET = 18;

  private EzTlsConnect() {}

  /** Whether a CONNECT payload asks for ezTLS over TCP at a version that can carry the answer. */
  public static boolean requested(byte[] connect, int version) {
    int dataStart = u16(connect, DATA_OFFSET) - 8;
    return version >= ACCEPT_VERSION && connect.length >= FLAGS2 + 4 && dataStart >= FLAGS2 + 4
        && (u16(connect, FLAGS2) << 16 & FLAG_EZTLS_TCP) != 0;
  }

  private static int u16(byte[] p, int off) {
    return (p[off] & 0xff) << 8 | p[off + 1] & 0xff;
  }
}
