package dev.nnebench.wire.tns;

/**
 * MARKER packet payloads: {@code <kind> 00 <type>}. Kind 1 is a data marker whose type says
 * what it is: 1 break, 2 reset, 3 interrupt (ojdbc sends a break while it is still sending a
 * request, an interrupt while it waits for the answer). Kind 0 is an older plain break. Only a
 * data marker of type 2 is a reset; every other marker asks to break the call, as ojdbc's and
 * go-ora's marker readers see it.
 */
public final class Marker {
  public static final int BREAK = 1;
  public static final int RESET = 2;
  public static final int INTERRUPT = 3;
  private static final int LENGTH = 3;
  private static final int PLAIN_BREAK_MARKER = 0;
  private static final int DATA_MARKER = 1;

  private Marker() {}

  public static byte[] payload(int type) {
    return new byte[] {DATA_MARKER, 0, (byte) type};
  }

  /** The marker type in a MARKER payload, or -1 if the payload is malformed. */
  public static int type(byte[] payload) {
    return payload.length == LENGTH ? payload[2] & 0xff : -1;
  }

  /**
   * Whether a client's MARKER payload is a reset (else it is a break or an interrupt).
   *
   * @throws TnsFormatException if it is no marker a client sends
   */
  public static boolean isReset(byte[] payload) throws TnsFormatException {
    int kind = payload.length == LENGTH ? payload[0] & 0xff : -1;
    if (kind != PLAIN_BREAK_MARKER && kind != DATA_MARKER) {
      throw new TnsFormatException("malformed MARKER payload of " + payload.length + " bytes"
          + (payload.length > 0 ? " starting with " + (payload[0] & 0xff) : ""));
    }
    return kind == DATA_MARKER && type(payload) == RESET;
  }
}
