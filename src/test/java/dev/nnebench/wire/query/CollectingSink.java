package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.ByteArrayOutputStream;

/** A sink that keeps every flushed byte, and counts flushes, for decoding in tests. */
final class CollectingSink implements MessageSink {
  private final TtcWriter writer = new TtcWriter();
  private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
  private int flushes;
  private int largestFlush;

  @Override
  public TtcWriter writer() {
    return writer;
  }

  @Override
  public void flush() {
    largestFlush = Math.max(largestFlush, writer.length());
    sent.write(writer.array(), 0, writer.length());
    writer.reset();
    flushes++;
  }

  /** Everything written, flushed or not; empties the sink. */
  byte[] take() {
    flush();
    byte[] out = sent.toByteArray();
    sent.reset();
    return out;
  }

  int flushes() {
    return flushes;
  }

  int largestFlush() {
    return largestFlush;
  }
}
