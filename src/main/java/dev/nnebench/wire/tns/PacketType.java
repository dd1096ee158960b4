package dev.nnebench.wire.tns;

/** TNS packet types: byte 4 of the packet header. */
public final class PacketType {
  public static final int CONNECT = 1;
  public static final int ACCEPT = 2;
  public static final int REFUSE = 4;
  public static final int REDIRECT = 5;
  public static final int DATA = 6;
  public static final int RESEND = 11;
  public static final int MARKER = 12;
  public static final int CONTROL = 14;

  private PacketType() {}

  /** A short name for logs. */
  public static String name(int type) {
    return switch (type) {
      case CONNECT -> "CONNECT";
      case ACCEPT -> "ACCEPT";
      case REFUSE -> "REFUSE";
      case REDIRECT -> "REDIRECT";
      case DATA -> "DATA";
      case RESEND -> "RESEND";
      case MARKER -> "MARKER";
      case CONTROL -> "CONTROL";
      default -> "type " + type;
    };
  }
}
