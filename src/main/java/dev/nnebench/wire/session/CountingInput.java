package dev.nnebench.wire.session;

import dev.nnebench.wire.load.SessionStats;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The session's input below its buffer: counts the bytes received and notes when the first
 * bytes of the client's next message arrive, for 'SQL*Net message from client'.
 */
final class CountingInput extends FilterInputStream {
  private final SessionStats stats;
  private volatile boolean awaiting;
  private volatile long arrivedAt;

  CountingInput(InputStream in, SessionStats stats) {
    super(in);
    this.stats = stats;
  }

  /** From now on, the next bytes to arrive start the client's next message. */
  void awaitMessage() {
    awaiting = true;
  }

  /**
   * When the awaited message's first bytes arrived; {@code otherwise} if they came in with
   * earlier bytes (already buffered above) and so were not waited for.
   */
  long arrival(long otherwise) {
    boolean buffered = awaiting;
    awaiting = false;
    return buffered ? otherwise : arrivedAt;
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    if (b >= 0) {
      arrived(1);
    }
    return b;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n = super.read(b, off, len);
    if (n > 0) {
      arrived(n);
    }
    return n;
  }

  private void arrived(int n) {
    if (awaiting) {
      arrivedAt = System.nanoTime();
      awaiting = false;
    }
    stats.received(n);
  }
}
