package dev.nnebench.wire.session;

import java.io.IOException;

/**
 * The client sent a break or interrupt marker (Statement.cancel, a query timeout): the call in
 * progress, if any, stops and is answered with ORA-01013 after the reset exchange.
 */
final class ClientBreakException extends IOException {
  ClientBreakException() {
    super("client broke the call");
  }
}
