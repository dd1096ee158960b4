package dev.nnebench.wire.call;

import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.TtcReader;
import java.io.IOException;

/**
 * Answers the TTC calls of a logged-in session that are not about the session itself (login,
 * ping and logoff stay with the session): execute, fetch, re-execute, commit, rollback, and the
 * close-cursor piggyback. One instance per connection; not thread-safe.
 */
public interface CallHandler {

  /**
   * Handles one function call whose header (type, code, sequence) has been read.
   *
   * @param sequence the call's sequence number, which its end-of-call must echo as call number
   * @return false if this handler does not know {@code functionCode}; nothing was read or written
   */
  boolean call(int functionCode, int sequence, TtcReader request, MessageSink response)
      throws IOException;

  /**
   * Applies one piggyback message (sent before the main call of the same request).
   *
   * @return false if this handler does not know {@code functionCode}
   */
  boolean piggyback(int functionCode, TtcReader request);
}
