package dev.nnebench.wire.session;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * The socket's output, timed: remembers since when a write has been blocked, so that a timer
 * can close a connection whose client stopped reading (SQLNET.SEND_TIMEOUT). Each write is at
 * most a buffer of the stream above it, so a slow but reading client never looks blocked.
 */
final class SendClock extends FilterOutputStream {
  /* System.nanoTime() when the pending write began; 0 when none is pending */
  private volatile long since;

  SendClock(OutputStream out) {
    super(out);
  }

  @Override
  public void write(int b) throws IOException {
    since = System.nanoTime();
    try {
      out.write(b);
    } finally {
      since = 0;
    }
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    since = System.nanoTime();
    try {
      out.write(b, off, len);
    } finally {
      since = 0;
    }
  }

  /** Whether a write begun before {@code now - limitNanos} is still blocked. */
  boolean blockedLongerThan(long now, long limitNanos) {
    long started = since;
    return started != 0 && now - started > limitNanos;
  }
}
