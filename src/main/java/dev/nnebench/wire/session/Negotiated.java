package dev.nnebench.wire.session;

/**
 * What ANO settled for a connection.
 *
 * @param encryption the driver's name for the encryption algorithm, or null if off
 * @param checksum the driver's name for the checksum algorithm, or null if off
 * @param protection what to do to each DATA body from now on
 * @param keys the key material for the fold-in after login, or null in plain mode
 */
record Negotiated(String encryption, String checksum, Protection protection, NneKeys keys) {
  static final Negotiated PLAIN = new Negotiated(null, null, Protection.PLAIN, null);
}
