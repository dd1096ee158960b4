package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.shape.TypedValues;
import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** LOB calls as python-oracledb and ojdbc lay them out, answered from the locator alone. */
class LobCallsTest {
  private static final LobLocator CLOB = new LobLocator(false, 7, 2, 50_000);
  private static final LobLocator BLOB = new LobLocator(true, 3, 1, 40);

  private final LobCalls calls = new LobCalls();

  /** A LOB call body; amount null leaves its pointer clear. */
  private static TtcReader request(byte[] locator, long operation, long offset, Long amount) {
    TtcWriter w = new TtcWriter();
    w.ub1(1).ub4(locator.length).ub1(0).ub4(0).ub4(0).ub4(0).ub1(0).ub1(0).ub1(0);
    w.ub4(operation).ub1(0).ub4(0).ub8(offset).ub8(0).ub1(amount == null ? 0 : 1);
    w.raw(new byte[6]).raw(locator);
    if (amount != null) {
      w.ub8(amount);
    }
    return new TtcReader(w.toByteArray());
  }

  private TtcReader answer(byte[] locator, long operation, long offset, Long amount) {
    TtcWriter out = new TtcWriter();
    calls.call(request(locator, operation, offset, amount), out, 5);
    return new TtcReader(out.toByteArray());
  }

  @Test
  void readReturnsUtf16CharactersFromTheOffsetAndTheAmountRead() {
    TtcReader r = answer(CLOB.bytes(), LobCalls.READ, 3, 5L);
    assertEquals(MessageType.LOB_DATA, r.ub1());
    String text = TypedValues.text(7, 2, 50_000);
    assertEquals(text.substring(2, 7), new String(r.bytes(), StandardCharsets.UTF_16BE));
    assertParameter(r, CLOB.bytes(), 5);
  }

  @Test
  void readOfAmountZeroOrMoreThanLeftReturnsTheRestInChunks() {
    TtcReader r = answer(CLOB.bytes(), LobCalls.READ, 10_001, 0L);
    assertEquals(MessageType.LOB_DATA, r.ub1());
    assertEquals(TypedValues.text(7, 2, 50_000).substring(10_000),
        new String(r.bytes(), StandardCharsets.UTF_16BE));
    assertParameter(r, CLOB.bytes(), 40_000);
    TtcReader b = answer(BLOB.bytes(), LobCalls.READ, 1, 0xffffffffL);
    assertEquals(MessageType.LOB_DATA, b.ub1());
    assertArrayEquals(TypedValues.bytes(3, 1, 40), b.bytes());
  }

  @Test
  void readPastTheEndSendsNoDataAndAmountZero() {
    TtcReader r = answer(BLOB.bytes(), LobCalls.READ, 41, 10L);
    assertParameter(r, BLOB.bytes(), 0);
  }

  @Test
  void lengthAndChunkSizeComeFromTheLocator() {
    assertParameter(answer(CLOB.bytes(), LobCalls.GET_LENGTH, 0, 0L), CLOB.bytes(), 50_000);
    assertParameter(answer(BLOB.bytes(), LobCalls.GET_CHUNK_SIZE, 0, 0L), BLOB.bytes(),
        LobCells.CHUNK_SIZE);
    assertEquals(2, calls.calls());
  }

  @Test
  void malformedCallsGetOraclesErrors() {
    byte[] forged = CLOB.bytes();
    forged[forged.length - 1] = 9;
    assertError(answer(forged, LobCalls.READ, 1, 5L), "ORA-22275");
    assertError(answer(new byte[] {1, 2}, LobCalls.GET_LENGTH, 0, 0L), "ORA-22275");
    assertError(answer(CLOB.bytes(), LobCalls.READ, 0, 5L), "ORA-21560");
    assertError(answer(CLOB.bytes(), LobCalls.READ, 1, null), "ORA-21560");
    assertError(answer(CLOB.bytes(), LobCalls.WRITE, 1, 5L), "ORA-22920");
    assertEquals(5, calls.calls());
  }

  @Test
  void locatorsRoundTripAndRejectForeignBytes() {
    assertEquals(CLOB, LobLocator.parse(CLOB.bytes()));
    assertEquals(BLOB, LobLocator.parse(BLOB.bytes()));
    assertNull(LobLocator.parse(new byte[LobLocator.LENGTH]));
  }

  private static void assertParameter(TtcReader r, byte[] locator, long amount) {
    assertEquals(MessageType.PARAMETER, r.ub1());
    assertArrayEquals(locator, r.raw(locator.length));
    assertEquals(amount, r.sb4());
    assertEquals(MessageType.END_OF_CALL, r.ub1());
  }

  private static void assertError(TtcReader r, String code) {
    byte[] all = r.raw(r.remaining());
    String text = new String(all, StandardCharsets.ISO_8859_1);
    assertEquals(MessageType.END_OF_CALL, all[0], Arrays.toString(all));
    assertTrue(text.contains(code), text);
  }
}
