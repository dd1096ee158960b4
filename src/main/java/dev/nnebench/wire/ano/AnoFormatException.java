package dev.nnebench.wire.ano;

import java.io.IOException;

/** An ANO packet that cannot be decoded; ends the connection that sent it. */
public final class AnoFormatException extends IOException {
  public AnoFormatException(String message) {
    super(message);
  }
}
