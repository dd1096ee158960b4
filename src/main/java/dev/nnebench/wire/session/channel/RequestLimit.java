package dev.nnebench.wire.session.channel;

import dev.nnebench.wire.tns.TnsFormatException;

/**
 * How many bytes one client request may make a connection buffer. Before login nobody has
 * authenticated and every request is a handshake of a few KB, so the limit is small (a hostile
 * client cannot make the server hold megabytes, or echo them back); after login it is the
 * largest request a session may send. Whatever assembles a request from packets consults it
 * before it buffers more.
 */
public final class RequestLimit {
  /** Limit after login; the benchmark's requests are a few KB. */
  public static final int AFTER_LOGIN = 16 * 1024 * 1024;
  private final int beforeLogin;
  private volatile boolean loggedIn;

  public RequestLimit(int beforeLogin) {
    this.beforeLogin = beforeLogin;
  }

  /** A limit for a connection that is logged in already (or needs no login limit). */
  public static RequestLimit afterLogin() {
    RequestLimit limit = new RequestLimit(AFTER_LOGIN);
    limit.loggedIn();
    return limit;
  }

  /** The session has logged in: requests may be larger from now on. */
  public void loggedIn() {
    loggedIn = true;
  }

  public int max() {
    return loggedIn ? AFTER_LOGIN : beforeLogin;
  }

  /**
   * Throws unless a request of {@code buffered} bytes may take {@code more}.
   *
   * @throws TnsFormatException naming the limit, which ends the connection
   */
  public void check(int buffered, int more) throws TnsFormatException {
    if ((long) buffered + more > max()) {
      throw new TnsFormatException("request of more than " + max() + " bytes"
          + (loggedIn ? "" : " before login (the login request limit)"));
    }
  }
}
