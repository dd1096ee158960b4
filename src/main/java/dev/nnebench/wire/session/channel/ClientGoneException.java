package dev.nnebench.wire.session.channel;

import java.io.IOException;

/** The client closed the connection or said goodbye (EOF data flag); not an error. */
public final class ClientGoneException extends IOException {
  public ClientGoneException(String message) {
    super(message);
  }
}
