package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.nnebench.scenario.Shape;
import dev.nnebench.wire.ttc.TtcReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class ExecuteRequestTest {
  @Test
  void shouldReadTheOall8Ojdbc2326Sent() throws IOException {
    // From ojdbc 23.26's own packet trace: Statement.setFetchSize(10), executeQuery(shape SQL),
    // TTC field version 13; the bytes after the function header (03 5E seq).
    TtcReader r = new TtcReader(resource("oall8-ojdbc-23.26-shape.hex"));
    ExecuteRequest request = ExecuteRequest.read(r, 13);
    assertEquals(0x8021, request.options(), "parse, execute, not PL/SQL; no fetch bit");
    assertEquals(0, request.cursorId());
    assertEquals(new Shape(5, 2, 5, 0, 1).toSql(), request.sql());
    assertEquals(10, request.prefetchRows());
    assertEquals(10, request.rowsWanted());
    assertFalse(r.hasRemaining(), "al8i4 ends the message");
  }

  @Test
  void shouldFetchWithTheAl8i4CountWhenAskedToFetchWithoutPrefetch() {
    ExecuteRequest request = new ExecuteRequest(ExecuteRequest.OPTION_FETCH, 3, null, 0, 25);
    assertEquals(25, request.rowsWanted());
    assertEquals(0, new ExecuteRequest(0x20, 3, null, 0, 25).rowsWanted());
  }

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = ExecuteRequestTest.class.getResourceAsStream(name)) {
      String hex = new String(in.readAllBytes(), StandardCharsets.US_ASCII).replaceAll("\\s", "");
      return HexFormat.of().parseHex(hex);
    }
  }
}
