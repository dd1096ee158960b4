package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nnebench.shape.Shape;
import dev.nnebench.wire.ttc.TtcFormatException;
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

  /** python-oracledb 3.4.1's OALL8 for "select 42 from dual" (field version 13), seen by the double. */
  private static final String PYTHON_OALL8 = "028061" + "00" + "01" + "0113" + "01" + "010d"
      + "0000" + "00" + "0102" + "047fffffff" // o4 pointers, prefetch buffer, rows 2, max long
      + "0000" + "0000000000" + "0000" // binds, al8app..al8kvl, defines
      + "0000010000000000" + "000000" + "0000000000" + "0000" // reg ids .. chunk ids
      + "13" + HexFormat.of().formatHex("select 42 from dual".getBytes(StandardCharsets.US_ASCII))
      + "0101" + "000000000000" + "0101" + "00" + "028000" + "000000"; // al8i4[0..12]

  @Test
  void shouldReadALengthPrefixedSqlTextAsPythonOracledbSendsIt() {
    TtcReader r = new TtcReader(HexFormat.of().parseHex(PYTHON_OALL8));
    ExecuteRequest request = ExecuteRequest.read(r, 13, true);
    assertEquals(0x8061, request.options(), "parse, execute, fetch, not PL/SQL");
    assertEquals("select 42 from dual", request.sql());
    assertEquals(2, request.prefetchRows());
    assertFalse(r.hasRemaining(), "al8i4 ends the message");
  }

  @Test
  void shouldRefuseASqlTextThatIsNotTheAnnouncedLength() {
    // the SQL length field says 20, the prefixed text has 19 bytes
    String request = "028061000101" + "14" + PYTHON_OALL8.substring(14);
    assertThrows(TtcFormatException.class,
        () -> ExecuteRequest.read(new TtcReader(HexFormat.of().parseHex(request)), 13, true));
  }

  @Test
  void shouldFetchWithTheAl8i4CountWhenAskedToFetchWithoutPrefetch() {
    ExecuteRequest request =
        new ExecuteRequest(ExecuteRequest.OPTION_FETCH, 3, null, 0, 25, java.util.List.of());
    assertEquals(25, request.rowsWanted());
    assertEquals(0, new ExecuteRequest(0x20, 3, null, 0, 25, java.util.List.of()).rowsWanted());
  }

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = ExecuteRequestTest.class.getResourceAsStream(name)) {
      String hex = new String(in.readAllBytes(), StandardCharsets.US_ASCII).replaceAll("\\s", "");
      return HexFormat.of().parseHex(hex);
    }
  }
}
