package dev.nnebench.wire.session;

import dev.nnebench.wire.session.channel.DataIo;
import dev.nnebench.wire.tns.Marker;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.TnsPacket;
import dev.nnebench.wire.ttc.EndOfCall;
import dev.nnebench.wire.ttc.OraError;
import dev.nnebench.wire.ttc.PiggybackSkipper;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;

/**
 * Answers a client's break (or interrupt) as an Oracle server does: a BREAK marker and a RESET
 * marker at once, then everything the client sends is dropped until its own RESET, then the
 * call ends with ORA-01013 and the session carries on.
 *
 * <p>Why this order: a real server's capture shows the two server markers back to back before
 * the client's reset; ojdbc answers the first marker with a RESET and then reads markers until
 * a RESET; python-oracledb reads until a RESET before it sends its own; go-ora reads up to three
 * markers until a RESET. Sending both at once satisfies all of them.
 *
 * <p>Two allowances for the drivers' own races. The server answers a break after a short
 * pause, as a real server notices one at its next check rather than within microseconds:
 * answered at once, ojdbc 21.24 sent no RESET in 2 to 5 of about 20 cancels (it read both
 * markers, then waited for data; seemingly its cancel thread was still inside its own marker
 * write). And the wait for the client's RESET is bounded: a client that lost it has reset
 * already and waits for the answer, which then reaches it.
 *
 * <p>Under NNE the client re-keys its integrity generators before it opens the first DATA
 * packet after a marker, so the server renews its keys right before the ORA-01013. DATA the
 * client sent before its reset is still opened, so the inbound key chain stays in step.
 */
final class BreakReset {
  /** Time before the server answers a break, like a server's break check interval. */
  static final long NOTICE_MILLIS = 10;
  /** How long the server waits for the client's RESET before it answers anyway. */
  static final int RESET_WAIT_MILLIS = 5000;

  private BreakReset() {}

  /**
   * Runs the exchange and sends ORA-01013.
   *
   * @param callNumber the sequence number of the call being broken, or of the last call
   */
  static void answer(DataIo io, TtcWriter out, int callNumber) throws IOException {
    answer(io, out, callNumber, RESET_WAIT_MILLIS);
  }

  static void answer(DataIo io, TtcWriter out, int callNumber, int resetWaitMillis)
      throws IOException {
    pause(NOTICE_MILLIS);
    io.sendMarker(Marker.BREAK);
    io.sendMarker(Marker.RESET);
    io.readTimeout(resetWaitMillis);
    int call;
    try {
      call = awaitReset(io, callNumber);
    } finally {
      io.readTimeout(0);
    }
    io.protection().renew();
    out.reset();
    EndOfCall.error(out, OraError.USER_CANCELLED, 0, 0, call);
    io.send(out.array(), 0, out.length());
    out.reset();
  }

  /**
   * Reads until the client's RESET, or until it is overdue; returns the number of the last call
   * the client sent meanwhile.
   */
  private static int awaitReset(DataIo io, int callNumber) throws IOException {
    int call = callNumber;
    while (true) {
      TnsPacket p;
      try {
        p = io.readPacket();
      } catch (SocketTimeoutException overdue) {
        return call;
      }
      if (p.type() != PacketType.MARKER) {
        call = PiggybackSkipper.mainCall(io.open(p), call); // dropped: its answer is the ORA-01013
      } else if (Marker.isReset(p.payload())) {
        return call;
      }
    }
  }

  private static void pause(long millis) throws IOException {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("server stopping");
    }
  }
}
