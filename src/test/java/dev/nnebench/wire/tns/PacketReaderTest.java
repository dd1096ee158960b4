package dev.nnebench.wire.tns;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

class PacketReaderTest {
  /** Hands out one byte per read call, the most hostile split a socket can produce. */
  private static InputStream oneByteAtATime(byte[] bytes) {
    return new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, 1));
      }
    };
  }

  private static byte[] twoPackets(boolean large) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PacketWriter w = new PacketWriter(out);
    w.useLargeLengths(large);
    w.write(TnsPacket.data(0x0800, new byte[] {1, 2, 3}, 0, 3));
    w.write(new TnsPacket(PacketType.MARKER, 0, Marker.payload(Marker.RESET)));
    return out.toByteArray();
  }

  @Test
  void shouldReassembleLargeLengthPacketsFedOneByteAtATime() throws IOException {
    PacketReader r = new PacketReader(oneByteAtATime(twoPackets(true)), 1000);
    r.useLargeLengths(true);
    TnsPacket data = r.read();
    assertEquals(PacketType.DATA, data.type());
    assertEquals(0x0800, data.dataFlags());
    assertArrayEquals(new byte[] {8, 0, 1, 2, 3}, data.payload());
    assertEquals(Marker.RESET, Marker.type(r.read().payload()));
    assertNull(r.read(), "no bytes may be left over");
  }

  @Test
  void shouldReadShortLengthPackets() throws IOException {
    byte[] bytes = twoPackets(false);
    assertEquals(13, ((bytes[0] & 0xff) << 8) | (bytes[1] & 0xff));
    PacketReader r = new PacketReader(oneByteAtATime(bytes), 1000);
    assertEquals(5, r.read().payload().length);
    assertEquals(3, r.read().payload().length);
  }

  @Test
  void shouldRejectOversizedPacketBeforeReadingItsBody() {
    byte[] header = {0, 0, 0x7f, (byte) 0xff, PacketType.DATA, 0, 0, 0};
    PacketReader r = new PacketReader(new ByteArrayInputStream(header), 8192);
    r.useLargeLengths(true);
    assertThrows(TnsFormatException.class, r::read);
  }

  @Test
  void shouldRejectLengthShorterThanHeader() {
    byte[] header = {0, 4, 0, 0, PacketType.DATA, 0, 0, 0};
    assertThrows(TnsFormatException.class,
        () -> new PacketReader(new ByteArrayInputStream(header), 8192).read());
  }

  @Test
  void shouldReportTruncatedPacket() {
    byte[] truncated = {0, 20, 0, 0, PacketType.DATA, 0, 0, 0, 1, 2};
    assertThrows(EOFException.class,
        () -> new PacketReader(new ByteArrayInputStream(truncated), 8192).read());
  }
}
