package dev.nnebench.wire.ttc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** A message in parts: reads pull the next part when they run past what has arrived. */
class TtcReaderContinuationTest {
  /** Delivers the given parts in order, within an allowance of {@code cap} bytes. */
  private static final class Parts implements TtcReader.Continuation {
    private final Deque<byte[]> parts = new ArrayDeque<>();
    private long allowance;
    private int pulled;

    Parts(long cap, String... hex) {
      allowance = cap;
      for (String h : hex) {
        parts.add(HexFormat.of().parseHex(h));
      }
    }

    @Override
    public byte[] next() throws IOException {
      if (parts.isEmpty()) {
        throw new IOException("client went away");
      }
      pulled++;
      allowance -= parts.peek().length;
      return parts.poll();
    }

    @Override
    public long allowance() {
      return allowance;
    }
  }

  @Test
  void readsThatCrossPartsShouldPullTheNextPartsWhereverTheSplitFalls() {
    // a UB4 split after its length byte, raw bytes over three parts, a C string, a chunked string
    Parts more = new Parts(1000, "0012", "3456" + "0102", "03040506", "61620063fe01", "020102",
        "00");
    TtcReader r = new TtcReader(HexFormat.of().parseHex("0103" + "04"), more);
    assertEquals(3, r.ub4());
    assertEquals(0x123456, r.ub4());
    assertArrayEquals(HexFormat.of().parseHex("010203040506"), r.raw(6));
    assertEquals("ab", r.cString());
    assertEquals(0x63, r.ub1());
    assertArrayEquals(HexFormat.of().parseHex("0102"), r.bytes());
    assertEquals(6, more.pulled);
  }

  @Test
  void aReadWithinWhatArrivedShouldNotPull() {
    Parts more = new Parts(1000, "05");
    TtcReader r = new TtcReader(HexFormat.of().parseHex("0207"), more);
    assertEquals(2, r.ub1());
    assertEquals(7, r.ub1());
    assertEquals(0, more.pulled);
  }

  @Test
  void aLengthBeyondTheAllowanceShouldFailWithoutWaitingForParts() {
    Parts more = new Parts(100, "00".repeat(100));
    TtcReader r = new TtcReader(new byte[4], more);
    TtcFormatException e = assertThrows(TtcFormatException.class, () -> r.raw(105));
    assertEquals(0, more.pulled, e.getMessage());
    assertEquals(104, r.raw(104).length);
  }

  @Test
  void aClientGoneMidMessageShouldSurfaceAsItsIoException() {
    TtcReader r = new TtcReader(HexFormat.of().parseHex("01"), new Parts(1000));
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> r.raw(3));
    assertEquals("client went away", e.getCause().getMessage());
  }

  @Test
  void withoutAContinuationAMessageShouldEndWhereItsBytesEnd() {
    TtcReader r = new TtcReader(HexFormat.of().parseHex("0203"), null);
    assertThrows(TtcFormatException.class, r::ub4);
  }
}
