package dev.nnebench.wire.session.login;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.nnebench.wire.ttc.TtcFormatException;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.security.SecureRandom;
import java.util.Arrays;

/**
 * Both O5LOGON requests of a client, after their function header: a malformed one fails only
 * with a {@link TtcFormatException}, and none logs in without the password. Input: a flag byte
 * (bit 0: length-prefixed user name), a 2-byte length and phase 1, then phase 2. Seeds: the
 * logins of recorded driver sessions.
 */
class LoginFuzzTest {
  private static final SecureRandom RANDOM = new SecureRandom();
  /* one server's verifiers: the known user's key is derived once, as in the double */
  private static final Verifiers VERIFIERS = new Verifiers(RANDOM);

  @FuzzTest
  void login(byte[] input) {
    if (input.length < 3) {
      return;
    }
    boolean prefixed = (input[0] & 1) != 0;
    int split = Math.min(input.length, 3 + (((input[1] & 0xff) << 8) | (input[2] & 0xff)));
    Login login = new Login(VERIFIERS, RANDOM, "FREEPDB1");
    try {
      login.phaseOne(new TtcReader(Arrays.copyOfRange(input, 3, split)), new TtcWriter(), 1,
          user -> "BENCH".equalsIgnoreCase(user) ? "bench" : null, prefixed);
      boolean in = login.phaseTwo(new TtcReader(Arrays.copyOfRange(input, split, input.length)),
          new TtcWriter(), 2, 1, prefixed);
      if (in) {
        throw new AssertionError("logged in without answering the challenge");
      }
    } catch (TtcFormatException expected) {
      // costs the connection, as it should
    }
  }
}
