package dev.nnebench.wire.ttc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class TtcReaderTest {

  private static TtcReader reader(String hex) {
    return new TtcReader(HexFormat.of().parseHex(hex));
  }

  @Test
  void readsUniversalIntegers() {
    TtcReader r = reader("00" + "02057b" + "024815" + "080000000100000000");
    assertEquals(0, r.ub4());
    assertEquals(1403, r.ub4());
    assertEquals(0x4815, r.ub2());
    assertEquals(1L << 32, r.ub8());
    assertFalse(r.hasRemaining());
  }

  @Test
  void readsSignedIntegers() {
    assertEquals(-5, reader("8105").sb4());
    assertEquals(5, reader("0105").sb4());
  }

  @Test
  void anIntegerWiderThanItsFieldIsMalformed() {
    assertThrows(TtcFormatException.class, () -> reader("0400010000").ub2());
  }

  @Test
  void readsEveryKindOfByteString() {
    TtcReader r = reader("03616263" + "00" + "ff" + "fe0102abcd0101ef00");
    assertEquals("abc", new String(r.bytes()));
    assertNull(r.bytes());
    assertNull(r.bytes());
    assertEquals("abcdef", HexFormat.of().formatHex(r.bytes()));
  }

  @Test
  void roundTripsWhatTheWriterWrites() {
    TtcWriter w = new TtcWriter().keyValue("AUTH_SESSKEY", "00FF", 1).stringWithLength(null);
    TtcReader r = new TtcReader(w.toByteArray());
    assertEquals("AUTH_SESSKEY", r.stringWithLength());
    assertEquals("00FF", r.stringWithLength());
    assertEquals(1, r.ub4());
    assertNull(r.stringWithLength());
    assertFalse(r.hasRemaining());
  }

  @Test
  void readsNulTerminatedStringsAndFixedIntegers() {
    TtcReader r = reader("4a6176610069030369");
    assertEquals("Java", r.cString());
    assertEquals(873, r.u16le());
    assertEquals(873, r.u16be());
  }

  @Test
  void truncatedInputIsMalformedNotAnIndexError() {
    assertEquals(1403, reader("02057b").ub4());
    assertThrows(TtcFormatException.class, () -> reader("02").ub4());
    assertThrows(TtcFormatException.class, () -> reader("05616263").bytes());
    assertThrows(TtcFormatException.class, () -> reader("fe0164ab").bytes());
    assertThrows(TtcFormatException.class, () -> reader("4a617661").cString());
  }

  @Test
  void readsWithinAWindowOfALargerBuffer() {
    byte[] buf = HexFormat.of().parseHex("ff0101ff");
    TtcReader r = new TtcReader(buf, 1, 2);
    assertEquals(1, r.ub1());
    assertEquals(1, r.remaining());
    assertEquals(1, r.ub1());
    assertThrows(TtcFormatException.class, r::ub1);
  }
}
