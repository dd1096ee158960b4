package dev.nnebench.wire.ttc;

/** TTC message type codes: the first byte of each message in a request or response. */
public final class MessageType {
  public static final int PROTOCOL = 1;
  public static final int DATA_TYPES = 2;
  public static final int FUNCTION = 3;
  public static final int END_OF_CALL = 4;
  public static final int ROW_HEADER = 6;
  public static final int ROW_DATA = 7;
  public static final int PARAMETER = 8;
  public static final int STATUS = 9;
  public static final int LOB_DATA = 14;
  public static final int DESCRIBE_INFO = 16;
  public static final int PIGGYBACK = 17;
  public static final int BIT_VECTOR = 21;
  public static final int END_OF_RESPONSE = 29;

  private MessageType() {}
}
