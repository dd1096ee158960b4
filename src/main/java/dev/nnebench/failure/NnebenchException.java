package dev.nnebench.failure;

/**
 * A failure the user can act on. Its message is printed as one line (problem and fix);
 * its exit code says which kind of failure it was.
 */
public class NnebenchException extends RuntimeException {
  private final int exitCode;

  public NnebenchException(int exitCode, String message) {
    super(message);
    this.exitCode = exitCode;
  }

  public NnebenchException(int exitCode, String message, Throwable cause) {
    super(message, cause);
    this.exitCode = exitCode;
  }

  public int exitCode() {
    return exitCode;
  }
}
