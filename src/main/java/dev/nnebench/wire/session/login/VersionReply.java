package dev.nnebench.wire.session.login;

import dev.nnebench.wire.ttc.EndOfCall;
import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;

/**
 * The answer to the database-version call that drivers before 23ai make right after login:
 * return parameters holding the banner and the version number, then end-of-call.
 */
public final class VersionReply {
  /** Function code of the version call. */
  public static final int FUNCTION = 0x3B;

  private VersionReply() {}

  /** Writes the answer to the version call numbered {@code sequence}. */
  public static void write(TtcWriter w, int sequence) {
    byte[] banner = SessionParameters.BANNER.getBytes(StandardCharsets.US_ASCII);
    w.ub1(MessageType.PARAMETER).ub2(banner.length).raw(banner).ub4(SessionParameters.VERSION_NO);
    EndOfCall.ok(w, 0, 0, sequence);
  }
}
