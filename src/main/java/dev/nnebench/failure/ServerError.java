package dev.nnebench.failure;

import java.sql.SQLException;
import java.util.Optional;

/**
 * An error the database server raised, by its ORA code as the driver reports it in {@link
 * SQLException#getErrorCode()}: what a failure is, told by type rather than by its message.
 */
public record ServerError(int oraCode) {
  /* ORA-01013 user requested cancel of current operation: what a query timeout ends in. */
  private static final int CANCELLED = 1013;

  /** The server error behind {@code failure}: the first SQLException with a code in its causes. */
  public static Optional<ServerError> of(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof SQLException e && e.getErrorCode() > 0) {
        return Optional.of(new ServerError(e.getErrorCode()));
      }
    }
    return Optional.empty();
  }

  /** Whether the server cancelled the call, as it does when a query timeout expires. */
  public boolean cancelled() {
    return oraCode == CANCELLED;
  }

  /** {@code ORA-01013}. */
  @Override
  public String toString() {
    return String.format(java.util.Locale.ROOT, "ORA-%05d", oraCode);
  }
}
