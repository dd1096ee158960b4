package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.wire.ttc.TtcWriter;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class DescribeInfoTest {
  @Test
  void shouldDescribeNumberColumnAsARealServerDoes() {
    // A 23ai server's describe of "ID NUMBER" (oracle-nio's capture) minus the six 23.x fields.
    String captured = "02000000011600000000000000000102010202494400000000";
    TtcWriter w = new TtcWriter();
    DescribeInfo.write(w, List.of(Column.number("ID")), Requests.FIELD_VERSION);
    String hex = HexFormat.of().formatHex(w.toByteArray());
    assertEquals(captured, hex.substring(hex.indexOf("0200000001"), hex.indexOf("0200000001")
        + captured.length()));
  }

  @Test
  void shouldBeReadableByAClientReader() {
    CollectingSink sink = new CollectingSink();
    DescribeInfo.write(sink.writer(), List.of(Column.number("ID"), Column.varchar2("C1", 4000)),
        Requests.FIELD_VERSION);
    dev.nnebench.wire.ttc.EndOfCall.ok(sink.writer(), 1, 0);
    ResponseDecoder.Response r = new ResponseDecoder(Requests.FIELD_VERSION).decode(sink.take());
    assertEquals(List.of("ID", "C1"), r.columnNames);
    assertEquals(List.of(2, 1), r.columnTypes);
  }
}
