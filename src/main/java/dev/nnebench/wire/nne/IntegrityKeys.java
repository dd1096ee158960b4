package dev.nnebench.wire.nne;

/**
 * The two MAC keystreams of a connection, derived from the DH shared secret Z and the 16-byte IV
 * the server sent (brief 3.5). The key byte 0x5A marks client to server, 0xB4 server to client.
 * {@code renewal} re-keys both after a break/reset marker exchange.
 */
record IntegrityKeys(MacKeystream clientToServer, MacKeystream serverToClient, Runnable renewal) {
  static final byte CLIENT_TO_SERVER_MARK = 0x5A;
  static final byte SERVER_TO_CLIENT_MARK = (byte) 0xB4;
  /** Bytes of Z that seed either key generator. */
  static final int SECRET_PREFIX = 5;
  /** Filler byte after the Z bytes in the generator key. */
  static final byte GENERATOR_FILL = (byte) 0xFF;
  static final int IV_LENGTH = 16;

  static IntegrityKeys derive(ChecksumAlgorithm algorithm, byte[] sharedSecret, byte[] iv) {
    if (algorithm.usesRc4KeyGenerator()) {
      return Rc4KeyGenerator.derive(algorithm.macLength(), sharedSecret, iv);
    }
    return AesKeyGenerator.derive(algorithm.macLength(), sharedSecret, iv);
  }
}
