package dev.nnebench.wire.session;

import java.io.IOException;

/** ANO negotiation failed with an ORA error (sent to the client before the connection ends). */
final class NneRefusedException extends IOException {
  private final int oraCode;

  NneRefusedException(int oraCode) {
    super(String.format("ORA-%05d", oraCode));
    this.oraCode = oraCode;
  }

  int oraCode() {
    return oraCode;
  }
}
