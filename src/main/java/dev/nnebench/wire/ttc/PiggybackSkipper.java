package dev.nnebench.wire.ttc;

/**
 * Finds where the next message starts after a piggyback nobody understands (e.g. ojdbc's 0xBF
 * session-state piggyback before logoff). Piggybacks and the main call share one sequence
 * counter, so the next message is a FUNCTION or PIGGYBACK header whose sequence number follows
 * the skipped piggyback's. Clients wrap that counter differently: ojdbc keeps it in a signed byte
 * and goes from 127 back to 1 (T4CConnection.getNextSeqNumber); a client counting in an unsigned
 * byte goes from 255 to 0 or 1. Every one of these is accepted.
 */
public final class PiggybackSkipper {
  private static final int SEQUENCE_MODULUS = 256;
  private static final int SIGNED_MAX = 127;

  private PiggybackSkipper() {}

  /** Index of the next message header at or after {@code from}, or -1 if there is none. */
  public static int nextMessage(byte[] request, int from, int sequence) {
    for (int i = from; i + 2 < request.length; i++) {
      int type = request[i] & 0xff;
      boolean header = type == MessageType.FUNCTION || type == MessageType.PIGGYBACK;
      if (header && follows(request[i + 2] & 0xff, sequence) && request[i + 1] != 0) {
        return i;
      }
    }
    return -1;
  }

  /** Whether {@code next} is a sequence number a client may send after {@code sequence}. */
  static boolean follows(int next, int sequence) {
    if (next == (sequence + 1) % SEQUENCE_MODULUS) {
      return true;
    }
    boolean wrapping = sequence == SIGNED_MAX || sequence == SEQUENCE_MODULUS - 1;
    return wrapping && (next == 1 || next == 0 && sequence == SEQUENCE_MODULUS - 1);
  }

  /**
   * The sequence number of the function call a request starts, after its piggybacks; {@code
   * fallback} if {@code body} does not start with a message header (the middle of a request split
   * over packets) or holds no function call.
   */
  public static int mainCall(byte[] body, int fallback) {
    int i = 0;
    while (i + 2 < body.length) {
      int type = body[i] & 0xff;
      int sequence = body[i + 2] & 0xff;
      if (type == MessageType.FUNCTION) {
        return sequence;
      }
      if (type != MessageType.PIGGYBACK) {
        return fallback;
      }
      i = nextMessage(body, i + 3, sequence);
      if (i < 0) {
        return fallback;
      }
    }
    return fallback;
  }
}
