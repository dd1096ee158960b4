package dev.nnebench.wire.session.handshake;

import java.io.IOException;

/** ANO negotiation failed with an ORA error (sent to the client before the connection ends). */
public final class NneRefusedException extends IOException {
  NneRefusedException(int oraCode) {
    super(String.format("ORA-%05d", oraCode));
  }
}
