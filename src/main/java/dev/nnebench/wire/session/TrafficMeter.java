package dev.nnebench.wire.session;

import dev.nnebench.wire.load.SessionStats;
import dev.nnebench.wire.load.SessionTime;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Measures a session's real traffic for its DBA views: bytes and packets each way, the time
 * each request spends in the server (DB time) and the time the server waits for the client
 * between its last send and the next request. Off (streams left alone) under no server model.
 */
final class TrafficMeter {
  private final SessionStats stats;
  private final boolean on;
  private CountingInput input;
  private long lastSent;
  private long arrived;
  private int calls;

  TrafficMeter(SessionTime time) {
    this.stats = time.stats();
    this.on = !time.model().isNone();
  }

  InputStream input(InputStream raw) {
    if (!on) {
      return raw;
    }
    input = new CountingInput(raw, stats);
    return input;
  }

  OutputStream output(OutputStream raw) {
    return on ? new CountingOutput(raw, stats) : raw;
  }

  /** A request has been read: the client's idle time since the last send ends at its arrival. */
  void requestRead(boolean afterAnswer) {
    arrived = System.nanoTime();
    if (input != null && afterAnswer) {
      stats.waitedForClient(Math.max(0, input.arrival(arrived) - lastSent));
    }
    calls = 0;
  }

  /** The request carries one more user call (login, execute, fetch, ...). */
  void userCall() {
    calls++;
  }

  /** The request's answer has been sent. */
  void answered() {
    lastSent = System.nanoTime();
    if (on) {
      stats.roundTrip(calls, lastSent - arrived);
      input.awaitMessage();
    }
  }
}
