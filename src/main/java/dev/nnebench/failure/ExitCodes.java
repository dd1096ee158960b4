package dev.nnebench.failure;

/** Distinct process exit codes, so scripts can tell a typo from a failed fetch. */
public final class ExitCodes {
  public static final int OK = 0;
  /** Unexpected internal error (a bug in nnebench). */
  public static final int SOFTWARE = 1;
  /** Bad command line or configuration (picocli's own usage-error code). */
  public static final int USAGE = 2;
  /** Could not connect, log in, or negotiate what was asked. */
  public static final int CONNECT = 3;
  /** A fetch returned rows that differ from what the shape defines. */
  public static final int VERIFY = 4;
  /** A target could not be provided (no Docker, double failed to start). */
  public static final int TARGET = 5;
  /** The query or fetch failed on the server, e.g. an ORA error, after the connection opened. */
  public static final int FETCH = 6;
  /** An answer of the run is worse than in the {@code --baseline} run, beyond both bars. */
  public static final int REGRESSED = 7;
  /** diagnose stopped a query at --max-rows or --max-seconds (it was cancelled, not left running). */
  public static final int BOUNDED = 8;

  private ExitCodes() {}

  public static int forException(Throwable t) {
    return t instanceof NnebenchException e ? e.exitCode() : SOFTWARE;
  }
}
