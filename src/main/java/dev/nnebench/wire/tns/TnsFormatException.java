package dev.nnebench.wire.tns;

import java.io.IOException;

/** A packet that breaks the TNS framing rules; ends the connection that sent it. */
public final class TnsFormatException extends IOException {
  public TnsFormatException(String message) {
    super(message);
  }
}
