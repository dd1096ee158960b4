package dev.nnebench.wire.ttc;

import java.io.IOException;

/**
 * Where a handler writes its TTC response. The session frames, encrypts and checksums what
 * {@link #flush()} hands it into DATA packets; the TTC stream may be split at any byte, so a
 * handler producing a large response flushes whenever its buffer grows past a few SDUs instead
 * of building the whole response in memory.
 */
public interface MessageSink {
  /** The buffer to append TTC bytes to; emptied by {@link #flush()}. */
  TtcWriter writer();

  /** Sends everything written so far as DATA packets. */
  void flush() throws IOException;
}
