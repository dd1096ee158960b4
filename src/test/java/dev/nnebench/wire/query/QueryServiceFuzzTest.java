package dev.nnebench.wire.query;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.PiggybackSkipper;
import dev.nnebench.wire.ttc.TtcFormatException;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.IOException;
import java.util.Arrays;

/**
 * The TTC requests of a logged-in session (execute, fetch, re-execute, LOB calls, piggybacks),
 * one after another on one {@link QueryService}, as a session hands them over: a malformed one
 * fails only with a {@link TtcFormatException}. Input: requests, each a 2-byte length and the
 * request as the client sent it. Seeds: the calls of recorded driver sessions.
 */
class QueryServiceFuzzTest {
  /* a shape of millions of rows is a legitimate request; the harness stops reading it early */
  private static final int RESPONSE_BUDGET = 1 << 20;

  @FuzzTest
  void calls(byte[] input) throws IOException {
    QueryService service = new QueryService(new SessionInfo("BENCH", "FREEPDB1", "AES256",
        "SHA256", 13, true));
    Sink sink = new Sink();
    try {
      for (int at = 0; at + 2 <= input.length; ) {
        int end = Math.min(input.length, at + 2 + (((input[at] & 0xff) << 8) | (input[at + 1] & 0xff)));
        request(service, Arrays.copyOfRange(input, at + 2, end), sink);
        sink.flush();
        at = end;
      }
    } catch (TtcFormatException | BudgetSpent expected) {
      // a malformed request costs its connection; a huge answer is the client's to read
    }
  }

  /* What a session does with one request once logged in. */
  private static void request(QueryService service, byte[] request, MessageSink sink)
      throws IOException {
    TtcReader r = new TtcReader(request);
    while (r.hasRemaining()) {
      int type = r.ub1();
      if (type == MessageType.FUNCTION) {
        service.call(r.ub1(), r.ub1(), r, sink);
        return;
      }
      if (type != MessageType.PIGGYBACK) {
        return;
      }
      int code = r.ub1();
      int seq = r.ub1();
      if (!service.piggyback(code, r)) {
        int next = PiggybackSkipper.nextMessage(request, r.position(), seq);
        if (next < 0) {
          return;
        }
        r.skip(next - r.position());
      }
    }
  }

  private static final class BudgetSpent extends IOException {
    BudgetSpent() {
      super("response budget spent");
    }
  }

  private static final class Sink implements MessageSink {
    private final TtcWriter writer = new TtcWriter();
    private long sent;

    @Override
    public TtcWriter writer() {
      return writer;
    }

    @Override
    public void flush() throws IOException {
      sent += writer.length();
      writer.reset();
      if (sent > RESPONSE_BUDGET) {
        throw new BudgetSpent();
      }
    }

    @Override
    public void pause(long millis) {
      // a slow statement's wait is time, not input handling
    }
  }
}
