package dev.nnebench.diagnose.query;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;

/**
 * How much of the user's query diagnose may read in one fetch: at most {@code maxRows} rows and
 * {@code maxSeconds} seconds. diagnose runs against production databases; a query beyond either
 * bound is stopped (the statement cancelled) and reported, never left running.
 */
public record FetchBounds(long maxRows, int maxSeconds) {
  public static final long DEFAULT_MAX_ROWS = 1_000_000;
  public static final int DEFAULT_MAX_SECONDS = 60;

  public FetchBounds {
    if (maxRows < 1) {
      throw new NnebenchException(ExitCodes.USAGE, "--max-rows must be at least 1, got " + maxRows);
    }
    if (maxSeconds < 1) {
      throw new NnebenchException(ExitCodes.USAGE, "--max-seconds must be at least 1, got "
          + maxSeconds);
    }
  }

  public static FetchBounds defaults() {
    return new FetchBounds(DEFAULT_MAX_ROWS, DEFAULT_MAX_SECONDS);
  }

  /** Why reading must stop after {@code rows} rows at {@code elapsedNanos}, or null to go on. */
  String exceeded(long rows, long elapsedNanos) {
    if (rows >= maxRows) {
      return "--max-rows " + maxRows;
    }
    return elapsedNanos >= maxSeconds * 1_000_000_000L ? "--max-seconds " + maxSeconds : null;
  }
}
