package dev.nnebench.wire.ttc;

import dev.nnebench.wire.load.DeadlineWait;
import dev.nnebench.wire.load.SessionTime;
import dev.nnebench.wire.tns.PacketBytes;
import java.io.IOException;
import java.io.InterruptedIOException;

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

  /**
   * Spends {@code millis} on the call, as a server does while it works on a slow statement. A
   * session ends the wait early, by throwing, when the client breaks the call.
   */
  default void pause(long millis) throws IOException {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while pausing");
    }
  }

  /**
   * Spends the call's time until {@code deadline} (a {@link System#nanoTime}), as
   * {@link #pause(long)} does: the server model's time for the call (see
   * {@link dev.nnebench.wire.load.Pause}).
   */
  default void pauseUntil(long deadline) throws IOException {
    new DeadlineWait().await(deadline);
  }

  /** The session's share of the server model, which charges its calls; none by default. */
  default SessionTime time() {
    return SessionTime.none();
  }

  /** What the session's packets weighed so far, on the wire and before compression. */
  default PacketBytes packetBytes() {
    return PacketBytes.NONE;
  }
}
