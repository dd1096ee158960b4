package dev.nnebench.wire.session.channel;

import java.io.IOException;

/**
 * The client sent a break or interrupt marker (Statement.cancel, a query timeout): the call in
 * progress, if any, stops and is answered with ORA-01013 after the reset exchange.
 */
public final class ClientBreakException extends IOException {
  private final int call;

  /** @param call the sequence number of a request the break cut short, or -1 */
  ClientBreakException(int call) {
    super("client broke the call");
    this.call = call;
  }

  /** The call the break cut short while it was arriving, else {@code fallback}. */
  public int callOr(int fallback) {
    return call >= 0 ? call : fallback;
  }
}
