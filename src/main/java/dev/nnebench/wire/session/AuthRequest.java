package dev.nnebench.wire.session;

import dev.nnebench.wire.ttc.TtcReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An O5LOGON request (phase 1 or 2) after its function header: user name, mode and the
 * key/value pairs.
 *
 * @param user the user name as sent
 * @param mode auth mode bits (0x01 logon, +0x100 with password in phase 2)
 * @param values the key/value pairs
 */
record AuthRequest(String user, long mode, Map<String, String> values) {
  private static final int MAX_PAIRS = 256;

  static AuthRequest read(TtcReader r) {
    boolean hasUser = r.ub1() != 0;
    long userLength = r.ub4();
    long mode = r.ub4();
    r.ub1(); // pointer to the pair list
    long pairs = r.ub4();
    r.ub1(); // pointer to the output pair list
    r.ub1(); // pointer to the output pair count
    if (pairs > MAX_PAIRS) {
      throw new dev.nnebench.wire.ttc.TtcFormatException("auth request claims " + pairs + " pairs");
    }
    String user = null;
    if (hasUser && userLength > 0) {
      // ojdbc sends the name as raw bytes after the header, without a length prefix (trace)
      user = new String(r.raw((int) Math.min(userLength, r.remaining() + 1L)), StandardCharsets.UTF_8);
    }
    Map<String, String> values = new LinkedHashMap<>();
    for (long i = 0; i < pairs; i++) {
      String key = r.stringWithLength();
      String value = r.stringWithLength();
      r.ub4(); // flags
      if (key != null) {
        values.put(key, value);
      }
    }
    return new AuthRequest(user, mode, values);
  }
}
