package dev.nnebench.wire.crypto;

/** A sealed DATA body that fails its checksum or has impossible padding; ends the connection. */
public final class IntegrityException extends RuntimeException {
  public IntegrityException(String message) {
    super(message);
  }
}
