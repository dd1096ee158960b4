package dev.nnebench.wire.session;

import java.io.IOException;

/** The client closed the connection or said goodbye (EOF data flag); not an error. */
final class ClientGoneException extends IOException {
  ClientGoneException(String message) {
    super(message);
  }
}
