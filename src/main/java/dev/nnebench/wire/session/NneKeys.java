package dev.nnebench.wire.session;

import dev.nnebench.wire.ano.KeyExchange;
import java.io.IOException;
import java.security.SecureRandom;

/** Diffie-Hellman for one connection and the data channel it keys. */
final class NneKeys {
  private NneKeys() {}

  static NneKeys create(SecureRandom random) throws IOException {
    throw new IOException("native network encryption is not available yet in this build");
  }

  KeyExchange exchange() {
    throw new IllegalStateException();
  }

  Negotiated channel(int encryptionId, int checksumId, byte[] clientPublic) throws IOException {
    throw new IllegalStateException();
  }
}
