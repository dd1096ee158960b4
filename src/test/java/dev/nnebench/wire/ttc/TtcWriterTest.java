package dev.nnebench.wire.ttc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class TtcWriterTest {
  private static final HexFormat HEX = HexFormat.of();

  private static String hex(TtcWriter w) {
    return HEX.formatHex(w.toByteArray());
  }

  @Test
  void universalIntegersUseTheShortestLength() {
    assertEquals("00", hex(new TtcWriter().ub4(0)));
    assertEquals("0101", hex(new TtcWriter().ub2(1)));
    assertEquals("02057b", hex(new TtcWriter().ub4(1403)));
    assertEquals("024815", hex(new TtcWriter().ub2(0x4815)));
    assertEquals("0400010000", hex(new TtcWriter().ub4(0x10000)));
    assertEquals("080000000100000000", hex(new TtcWriter().ub8(1L << 32)));
  }

  @Test
  void unsignedFieldsKeepOnlyTheirWidth() {
    assertEquals("02ffff", hex(new TtcWriter().ub2(-1)));
    assertEquals("04ffffffff", hex(new TtcWriter().ub4(-1)));
  }

  @Test
  void negativeSignedIntegersMarkTheLengthByte() {
    assertEquals("8105", hex(new TtcWriter().sb4(-5)));
    assertEquals("0105", hex(new TtcWriter().sb4(5)));
  }

  @Test
  void fixedWidthIntegersInBothByteOrders() {
    assertEquals("0369", hex(new TtcWriter().u16be(873)));
    assertEquals("6903", hex(new TtcWriter().u16le(873)));
    assertEquals("00002000", hex(new TtcWriter().u32be(8192)));
  }

  @Test
  void shortByteStringsAreLengthPrefixedAndNullIsZero() {
    assertEquals("03616263", hex(new TtcWriter().bytes(new byte[] {'a', 'b', 'c'})));
    assertEquals("00", hex(new TtcWriter().bytes(null)));
    assertEquals("00", hex(new TtcWriter().bytes(new byte[0])));
  }

  @Test
  void theLongestShortStringStaysShortAndOneMoreIsChunked() {
    byte[] max = new byte[TtcWriter.MAX_SHORT_LENGTH];
    assertEquals(1 + max.length, new TtcWriter().bytes(max).length());
    byte[] over = new byte[TtcWriter.MAX_SHORT_LENGTH + 1];
    byte[] out = new TtcWriter().bytes(over).toByteArray();
    // FE, UB4 253 (01 FD), 253 bytes, UB4 0
    assertEquals("fe01fd", HEX.formatHex(out, 0, 3));
    assertEquals(3 + over.length + 1, out.length);
    assertEquals(0, out[out.length - 1]);
  }

  @Test
  void valuesLongerThanAChunkSplitAt32767() {
    byte[] value = new byte[TtcWriter.CHUNK_SIZE + 10];
    Arrays.fill(value, (byte) 'x');
    byte[] out = new TtcWriter().bytes(value).toByteArray();
    assertEquals("fe027fff", HEX.formatHex(out, 0, 4));
    int second = 4 + TtcWriter.CHUNK_SIZE;
    assertEquals("010a", HEX.formatHex(out, second, second + 2));
    assertArrayEquals(value, new TtcReader(out).bytes());
  }

  @Test
  void keyValuePairsCarryCountsAndFlags() {
    // key "AB": UB4 2, bytes 02 'A' 'B'; value null: UB4 0; flags 0x4815
    assertEquals("01020241420002" + "4815", hex(new TtcWriter().keyValue("AB", null, 0x4815)));
  }

  @Test
  void growsPastItsInitialCapacity() {
    TtcWriter w = new TtcWriter(16);
    for (int i = 0; i < 1000; i++) {
      w.ub1(i);
    }
    assertEquals(1000, w.length());
    w.reset();
    assertEquals(0, w.length());
  }
}
