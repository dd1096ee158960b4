package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nnebench.shape.Shape;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.ttc.FunctionCode;
import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A call the client breaks (the sink throws, as a session does on a break) leaves no trace. */
class QueryServiceBreakTest {
  private final QueryService service = new QueryService(
      new SessionInfo("scott", "FREEPDB1", null, null, Requests.FIELD_VERSION, true));

  @Test
  void aBrokenSleepShouldLeaveNoCursorBehind() {
    BreakingSink sink = new BreakingSink();
    assertThrows(IOException.class, () -> service.call(FunctionCode.EXECUTE, 3,
        Requests.execute("SELECT NNEBENCH_SLEEP(60) FROM DUAL", 10), sink));
    assertEquals(List.of(60_000L), sink.pauses, "the server works on the call before its row");
    assertEquals(0, service.openCursors());
  }

  @Test
  void aBrokenLargeFetchShouldLeaveNoCursorBehind() {
    Shape shape = new Shape(5000, 4, 200, 0, 1);
    assertThrows(IOException.class, () -> service.call(FunctionCode.EXECUTE, 3,
        Requests.execute(shape.toSql(), 5000), new BreakingSink()));
    assertEquals(0, service.openCursors());
  }

  /** Breaks at the first pause or flush. */
  private static final class BreakingSink implements MessageSink {
    private final TtcWriter writer = new TtcWriter();
    final List<Long> pauses = new ArrayList<>();

    @Override
    public TtcWriter writer() {
      return writer;
    }

    @Override
    public void flush() throws IOException {
      throw new IOException("client broke the call");
    }

    @Override
    public void pause(long millis) throws IOException {
      pauses.add(millis);
      throw new IOException("client broke the call");
    }
  }
}
