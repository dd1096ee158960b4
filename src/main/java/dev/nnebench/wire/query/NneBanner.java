package dev.nnebench.wire.query;

import dev.nnebench.wire.call.SessionInfo;
import java.util.ArrayList;
import java.util.List;

/**
 * The session's network service banners, as V$SESSION_CONNECT_INFO lists them on a 19c Linux
 * server: the protocol adapter, the encryption and crypto-checksumming services, and one adapter
 * line for each negotiated algorithm.
 */
public final class NneBanner {
  /**
   * The query the harness runs to read the negotiated algorithms; the double answers exactly
   * this text (case and whitespace aside) with {@link #rows(SessionInfo)}.
   */
  public static final String QUERY =
      "SELECT network_service_banner FROM v$session_connect_info"
          + " WHERE sid = SYS_CONTEXT('USERENV', 'SID')";

  /** The column the query returns. */
  public static final String COLUMN = "NETWORK_SERVICE_BANNER";

  static final int COLUMN_WIDTH = 4000;

  private static final String SUFFIX = " for Linux: Version 19.0.0.0.0 - Production";

  private NneBanner() {}

  /** The banner lines for a session, in the order a real server lists them. */
  public static List<String> rows(SessionInfo session) {
    List<String> rows = new ArrayList<>();
    rows.add("TCP/IP NT Protocol Adapter" + SUFFIX);
    rows.add("Encryption service" + SUFFIX);
    if (isSet(session.encryption())) {
      rows.add(session.encryption() + " Encryption service adapter" + SUFFIX);
    }
    rows.add("Crypto-checksumming service" + SUFFIX);
    if (isSet(session.checksum())) {
      rows.add(session.checksum() + " Crypto-checksumming service adapter" + SUFFIX);
    }
    return rows;
  }

  private static boolean isSet(String algorithm) {
    return algorithm != null && !algorithm.isEmpty() && !algorithm.equalsIgnoreCase("NONE");
  }
}
