package dev.nnebench.wire.tns;

import java.nio.charset.StandardCharsets;

/**
 * Builds a REFUSE the way a listener does: reason bytes, then a descriptor whose ERR field the
 * driver turns into the ORA error it reports (e.g. 12514 for an unknown service).
 */
public final class RefusePacket {
  private static final int USER_REASON = 0x22;
  private static final int SYSTEM_REASON = 0;

  private RefusePacket() {}

  public static byte[] payload(int oraCode) {
    String text = "(DESCRIPTION=(TMP=)(VSNNUM=0)(ERR=" + oraCode + ")(ERROR_STACK=(ERROR=(CODE="
        + oraCode + ")(EMFI=4))))";
    byte[] data = text.getBytes(StandardCharsets.US_ASCII);
    byte[] p = new byte[4 + data.length];
    p[0] = USER_REASON;
    p[1] = SYSTEM_REASON;
    p[2] = (byte) (data.length >>> 8);
    p[3] = (byte) data.length;
    System.arraycopy(data, 0, p, 4, data.length);
    return p;
  }
}
