package dev.nnebench.wire.session.login;

import dev.nnebench.wire.session.handshake.DataTypesReply;
import dev.nnebench.wire.ttc.TtcFormatException;
import dev.nnebench.wire.ttc.TtcReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An O5LOGON request (phase 1 or 2) after its function header: user name, mode and the
 * key/value pairs.
 *
 * <p>The user name comes in one of two encodings after the header, and both are conforming:
 * ojdbc sends the name's bytes raw (their count is the header's user-length field), while
 * python-oracledb and go-ora length-prefix them as a TTC byte string. Which one a client uses
 * it announces in its data-type negotiation (encoding flag 0x02, see
 * {@code DataTypesReply.ClientTypes.lengthPrefixedText()}).
 *
 * @param user the user name as sent
 * @param mode auth mode bits (0x01 logon, +0x100 with password in phase 2)
 * @param values the key/value pairs
 */
record AuthRequest(String user, long mode, Map<String, String> values) {
  private static final int MAX_PAIRS = 256;
  private static final int MAX_USER_LENGTH = 1024;

  static AuthRequest read(TtcReader r, boolean lengthPrefixedUser) {
    boolean hasUser = r.ub1() != 0;
    long userLength = r.ub4();
    long mode = r.ub4();
    r.ub1(); // pointer to the pair list
    long pairs = r.ub4();
    r.ub1(); // pointer to the output pair list
    r.ub1(); // pointer to the output pair count
    if (pairs > MAX_PAIRS || userLength > MAX_USER_LENGTH) {
      throw new TtcFormatException("auth request claims " + pairs + " pairs and a user name of "
          + userLength + " bytes");
    }
    String user = null;
    if (hasUser && userLength > 0) {
      byte[] name = lengthPrefixedUser ? r.bytes() : r.raw((int) userLength);
      if (name == null || name.length != userLength) {
        throw new TtcFormatException("auth request's user name is not " + userLength + " bytes");
      }
      user = new String(name, StandardCharsets.UTF_8);
    }
    return new AuthRequest(user, mode, readPairs(r, pairs));
  }

  /** Key, value (a zero length means empty) and flags for each pair. */
  private static Map<String, String> readPairs(TtcReader r, long pairs) {
    Map<String, String> values = new LinkedHashMap<>();
    for (long i = 0; i < pairs; i++) {
      String key = r.stringWithLength();
      String value = r.stringWithLength();
      r.ub4(); // flags
      if (key != null) {
        values.put(key, value);
      }
    }
    return values;
  }
}
