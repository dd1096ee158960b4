package dev.nnebench.wire.ttc;

/** A TTC message that cannot be decoded; ends the connection that sent it. */
public final class TtcFormatException extends RuntimeException {
  public TtcFormatException(String message) {
    super(message);
  }
}
