package dev.nnebench.wire.nne;

/** A sealed DATA body that fails its checksum or has impossible padding; ends the connection. */
public final class IntegrityException extends RuntimeException {
  public IntegrityException(String message) {
    super(message);
  }
}
