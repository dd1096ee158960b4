package dev.nnebench.failure;

import java.util.Optional;

/**
 * A benchmark trial that failed in its forked JVM, with the server error behind it when the
 * fork recorded one: a caller that runs a user's query tells the query's failure from
 * nnebench's by {@link #serverError()}, not by reading the message.
 */
public class TrialFailedException extends NnebenchException {
  private final transient ServerError serverError;

  public TrialFailedException(String message, Optional<ServerError> serverError,
      Throwable cause) {
    super(ExitCodes.SOFTWARE, message, cause);
    this.serverError = serverError.orElse(null);
  }

  public Optional<ServerError> serverError() {
    return Optional.ofNullable(serverError);
  }
}
