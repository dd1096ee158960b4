package dev.nnebench.wire.session.channel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.server.Faults;
import dev.nnebench.wire.tns.DataFlags;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;

/**
 * The zlib data path both ways, read and written the way ojdbc (one stream per direction) and
 * node-oracledb (each packet on its own) read and write it, and hostile input bounded by the SDU.
 */
class PacketCompressionTest {
  private static final int SDU = 8192;
  private static final byte[] SYNC_MARKER = {0, 0, (byte) 0xff, (byte) 0xff};

  @Test
  void serverPacketsShouldOpenTheStreamOnceEndFlushedAndInflateEitherWay() throws Exception {
    PacketCompression c = new PacketCompression(1024, SDU);
    List<byte[]> bodies = List.of(text(3000, 1), text(5000, 2), text(2000, 3));
    List<byte[]> sent = new ArrayList<>();
    for (byte[] body : bodies) {
      byte[] payload = withFlags(DataFlags.END_OF_REQUEST, body);
      int n = c.deflate(payload, payload.length);
      assertTrue(n > 0 && n < payload.length, "compressed " + n + " of " + payload.length);
      sent.add(Arrays.copyOf(c.deflated(), n));
    }
    for (int i = 0; i < sent.size(); i++) {
      byte[] p = sent.get(i);
      assertEquals(DataFlags.END_OF_REQUEST | DataFlags.COMPRESSED, flags(p));
      assertEquals(i == 0, p[2] == 0x78, "a zlib header on the first packet only");
      assertArrayEquals(SYNC_MARKER, Arrays.copyOfRange(p, p.length - 4, p.length));
    }
    Inflater stream = new Inflater(); // ojdbc: one inflater for the direction
    for (int i = 0; i < sent.size(); i++) {
      assertArrayEquals(bodies.get(i), inflate(stream, sent.get(i)));
      // node-oracledb: each packet on its own, zlib first, raw deflate after
      assertArrayEquals(bodies.get(i), inflate(new Inflater(i > 0), sent.get(i)));
    }
  }

  @Test
  void smallOrIncompressiblePacketsShouldGoOutAsTheyAreAndKeepTheHeaderForTheNext()
      throws Exception {
    PacketCompression c = new PacketCompression(1024, SDU);
    byte[] small = withFlags(0, text(1024 - 10, 1)); // 1024 bytes with the header: not above
    assertEquals(-1, c.deflate(small, small.length));
    byte[] random = withFlags(0, new byte[4000]);
    new Random(7).nextBytes(random);
    random[0] = 0;
    random[1] = 0;
    assertEquals(-1, c.deflate(random, random.length));
    byte[] text = withFlags(0, text(4000, 2));
    int n = c.deflate(text, text.length);
    assertEquals(0x78, c.deflated()[2], "the discarded attempt did not spend the header");
    assertArrayEquals(text(4000, 2), inflate(new Inflater(), Arrays.copyOf(c.deflated(), n)));
  }

  @Test
  void clientPacketsShouldInflateAsOneStreamWhateverTheirForm() throws Exception {
    for (String form : List.of("stream", "pieces", "raw")) {
      PacketCompression c = new PacketCompression(1024, SDU);
      Deflater stream = new Deflater(Deflater.DEFAULT_COMPRESSION, form.equals("raw"));
      for (int i = 0; i < 3; i++) {
        byte[] body = text(2500 + i, i);
        Deflater d = form.equals("pieces")
            ? new Deflater(Deflater.DEFAULT_COMPRESSION, i > 0) : stream;
        TnsPacket opened = c.opened(flagged(d, body));
        assertEquals(PacketType.DATA, opened.type());
        assertEquals(DataFlags.END_OF_REQUEST, opened.dataFlags(), form);
        assertArrayEquals(body, Arrays.copyOfRange(opened.payload(), 2, opened.payload().length),
            form + " packet " + i);
      }
      c.end();
    }
  }

  @Test
  void aDeflateBombShouldFailItsPacketAtTheSdu() throws IOException {
    PacketCompression c = new PacketCompression(1024, SDU);
    TnsPacket bomb = flagged(new Deflater(), new byte[1 << 20]);
    assertTrue(bomb.wireLength() < 2048, bomb.toString());
    TnsFormatException e = assertThrows(TnsFormatException.class, () -> c.opened(bomb));
    assertEquals("a compressed DATA packet inflates past the SDU of 8192 bytes", e.getMessage());
    byte[] fits = new byte[SDU - TnsPacket.HEADER_LENGTH - DataFlags.LENGTH];
    PacketCompression fresh = new PacketCompression(1024, SDU);
    assertEquals(SDU, fresh.opened(flagged(new Deflater(), fits)).wireLength());
  }

  @Test
  void aCorruptStreamShouldFailItsPacket() {
    byte[] junk = new byte[600];
    new Random(3).nextBytes(junk);
    junk[0] = 0x04;
    junk[1] = 0;
    junk[2] = 0x78;
    junk[3] = (byte) 0x9c;
    TnsPacket p = new TnsPacket(PacketType.DATA, 0, junk);
    TnsFormatException e = assertThrows(TnsFormatException.class,
        () -> new PacketCompression(1024, SDU).opened(p));
    assertTrue(e.getMessage().startsWith("a compressed DATA packet does not inflate"),
        e.getMessage());
  }

  @Test
  void aCompressedPacketWithoutNegotiationShouldEndTheConnection() throws IOException {
    ByteArrayOutputStream wire = new ByteArrayOutputStream();
    PacketWriter w = new PacketWriter(wire);
    w.useLargeLengths(true);
    w.write(flagged(new Deflater(), text(3000, 1)));
    PacketReader r = new PacketReader(new ByteArrayInputStream(wire.toByteArray()), SDU);
    r.useLargeLengths(true);
    DataIo io = new DataIo(r, new PacketWriter(new ByteArrayOutputStream()), SDU, Faults.NONE);
    TnsFormatException e = assertThrows(TnsFormatException.class, io::readRequest);
    assertTrue(e.getMessage().contains("did not negotiate compression"), e.getMessage());
  }

  @Test
  void dataIoShouldCountBytesOnTheWireAndBeforeCompression() throws IOException {
    ByteArrayOutputStream wire = new ByteArrayOutputStream();
    PacketWriter w = new PacketWriter(wire);
    w.useLargeLengths(true);
    byte[] request = text(3000, 5);
    TnsPacket in = flagged(new Deflater(), request);
    w.write(in);
    PacketReader r = new PacketReader(new ByteArrayInputStream(wire.toByteArray()), SDU);
    r.useLargeLengths(true);
    ByteArrayOutputStream sent = new ByteArrayOutputStream();
    PacketWriter out = new PacketWriter(sent);
    out.useLargeLengths(true);
    DataIo io = new DataIo(r, out, SDU, Faults.NONE);
    io.compress("high", 1024);
    assertArrayEquals(request, io.readRequest());
    byte[] response = text(20_000, 6);
    io.send(response, 0, response.length);
    assertEquals(in.wireLength(), io.bytes().receivedWire());
    assertEquals(10 + request.length, io.bytes().receivedRaw());
    assertEquals(sent.size(), io.bytes().sentWire());
    assertEquals(3 * 10 + response.length, io.bytes().sentRaw());
    assertEquals(3, io.bytes().sentCompressed());
    assertTrue(io.bytes().sentWire() * 2 < io.bytes().sentRaw(), io.bytes().toString());
    io.close();
  }

  /* Text that compresses as prose does: words from a small vocabulary, numbered. */
  static byte[] text(int length, int seed) {
    String[] words = {"order", "shipped", "to", "customer", "in", "region", "with", "status"};
    Random r = new Random(seed);
    StringBuilder b = new StringBuilder();
    while (b.length() < length) {
      b.append(words[r.nextInt(words.length)]).append(' ').append(r.nextInt(1000)).append(' ');
    }
    return b.substring(0, length).getBytes(StandardCharsets.US_ASCII);
  }

  private static byte[] withFlags(int flags, byte[] body) {
    return TnsPacket.data(flags, body, 0, body.length).payload();
  }

  private static int flags(byte[] payload) {
    return (payload[0] & 0xff) << 8 | payload[1] & 0xff;
  }

  /** A client DATA packet: {@code body} deflated by {@code d} with a sync flush, flagged. */
  static TnsPacket flagged(Deflater d, byte[] body) {
    d.setInput(body);
    byte[] out = new byte[body.length + 64];
    int n = d.deflate(out, 0, out.length, Deflater.SYNC_FLUSH);
    byte[] payload = withFlags(DataFlags.END_OF_REQUEST | DataFlags.COMPRESSED,
        Arrays.copyOf(out, n));
    return new TnsPacket(PacketType.DATA, 0, payload);
  }

  private static byte[] inflate(Inflater inflater, byte[] payload) throws DataFormatException {
    inflater.setInput(payload, 2, payload.length - 2);
    byte[] out = new byte[SDU];
    int n = inflater.inflate(out);
    return Arrays.copyOf(out, n);
  }
}
