package dev.nnebench.wire.ttc;

/** TTC function codes: the second byte of a FUNCTION or PIGGYBACK message. */
public final class FunctionCode {
  public static final int REEXECUTE = 0x04;
  public static final int FETCH = 0x05;
  public static final int LOGOFF = 0x09;
  public static final int COMMIT = 0x0E;
  public static final int ROLLBACK = 0x0F;
  public static final int REEXECUTE_AND_FETCH = 0x4E;
  public static final int EXECUTE = 0x5E;
  public static final int LOB_OP = 0x60;
  public static final int CLOSE_CURSORS = 0x69;
  public static final int AUTH_PHASE_TWO = 0x73;
  public static final int AUTH_PHASE_ONE = 0x76;
  public static final int PING = 0x93;

  private FunctionCode() {}
}
