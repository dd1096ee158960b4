package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.nnebench.wire.ttc.TtcReader;
import org.junit.jupiter.api.Test;

class CallBodiesTest {
  @Test
  void shouldLayOutFetchAndCloseAsTheThinClients() {
    assertArrayEquals(new byte[] {1, 7, 2, 0x27, 0x10}, CallBodies.fetch(7, 10_000));
    assertArrayEquals(new byte[] {1, 1, 2, 1, 3, 1, 4}, CallBodies.closeCursors(3, 4));
  }

  @Test
  void shouldParseBackToTheSameExecute() {
    ExecuteRequest r = ExecuteRequest.read(
        new TtcReader(CallBodies.executeQuery("select 1 from dual", 25)), Requests.FIELD_VERSION);
    org.junit.jupiter.api.Assertions.assertEquals(
        new ExecuteRequest(0x8021, 0, "select 1 from dual", 25, 0, java.util.List.of()), r);
  }
}
