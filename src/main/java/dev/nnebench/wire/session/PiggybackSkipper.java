package dev.nnebench.wire.session;

import dev.nnebench.wire.ttc.MessageType;

/**
 * Finds where the next message starts after a piggyback nobody understands (e.g. ojdbc's 0xBF
 * session-state piggyback before logoff). Piggybacks and the main call share one sequence
 * counter, so the next message is a FUNCTION or PIGGYBACK header whose sequence number is one
 * more than the skipped piggyback's.
 */
final class PiggybackSkipper {
  private static final int SEQUENCE_MODULUS = 256;

  private PiggybackSkipper() {}

  /** Index of the next message header at or after {@code from}, or -1 if there is none. */
  static int nextMessage(byte[] request, int from, int sequence) {
    int next = nextSequence(sequence);
    for (int i = from; i + 2 < request.length; i++) {
      int type = request[i] & 0xff;
      boolean header = type == MessageType.FUNCTION || type == MessageType.PIGGYBACK;
      if (header && (request[i + 2] & 0xff) == next && request[i + 1] != 0) {
        return i;
      }
    }
    return -1;
  }

  /** Sequence numbers run 1..255 and skip 0 when they wrap. */
  static int nextSequence(int sequence) {
    int n = (sequence + 1) % SEQUENCE_MODULUS;
    return n == 0 ? 1 : n;
  }
}
