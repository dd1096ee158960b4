package dev.nnebench.wire.tns;

/** MARKER packet payloads: {@code 01 00 <type>}. */
public final class Marker {
  public static final int BREAK = 1;
  public static final int RESET = 2;
  public static final int INTERRUPT = 3;
  private static final int DATA_MARKER = 1;

  private Marker() {}

  public static byte[] payload(int type) {
    return new byte[] {DATA_MARKER, 0, (byte) type};
  }

  /** The marker type in a MARKER payload, or -1 if the payload is malformed. */
  public static int type(byte[] payload) {
    return payload.length == 3 ? payload[2] & 0xff : -1;
  }
}
