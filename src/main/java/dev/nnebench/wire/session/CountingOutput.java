package dev.nnebench.wire.session;

import dev.nnebench.wire.load.SessionStats;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * The session's output below its buffer: the packet writer flushes once per packet, so each
 * flush ends one packet, whose bytes and send time (first byte handed down to the flush
 * returning) go to 'bytes sent via SQL*Net to client' and the 'to client' wait events.
 */
final class CountingOutput extends FilterOutputStream {
  private final SessionStats stats;
  private int bytes;
  private long started;

  CountingOutput(OutputStream out, SessionStats stats) {
    super(out);
    this.stats = stats;
  }

  @Override
  public void write(int b) throws IOException {
    begin();
    out.write(b);
    bytes++;
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    begin();
    out.write(b, off, len);
    bytes += len;
  }

  @Override
  public void flush() throws IOException {
    out.flush();
    if (bytes > 0) {
      stats.packetSent(bytes, System.nanoTime() - started);
      bytes = 0;
    }
  }

  private void begin() {
    if (bytes == 0) {
      started = System.nanoTime();
    }
  }
}
