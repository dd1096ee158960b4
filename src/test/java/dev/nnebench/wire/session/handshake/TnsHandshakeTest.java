package dev.nnebench.wire.session.handshake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class TnsHandshakeTest {
  private static final String FIXED = "013f012c0c412000ffff4f9800000001%04x004a00000000"
      + "9191" + "00".repeat(24) + "00002000" + "00200000" + "00000000" + "00000001";

  private static byte[] connect(String service) throws IOException {
    String descriptor = "(DESCRIPTION=(CONNECT_DATA=(SERVICE_NAME=" + service + ")))";
    byte[] fixed = HexFormat.of().parseHex(String.format(FIXED, descriptor.length()));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PacketWriter w = new PacketWriter(out);
    byte[] payload = new byte[fixed.length + descriptor.length()];
    System.arraycopy(fixed, 0, payload, 0, fixed.length);
    System.arraycopy(descriptor.getBytes(StandardCharsets.US_ASCII), 0, payload, fixed.length,
        descriptor.length());
    w.write(new TnsPacket(PacketType.CONNECT, 0, payload));
    return out.toByteArray();
  }

  private static TnsPacket answer(ByteArrayOutputStream out) throws IOException {
    return new PacketReader(new ByteArrayInputStream(out.toByteArray()), 0xffff).read();
  }

  @Test
  void shouldAcceptAServedServiceAt315WithTheSmallerSdu() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TnsHandshake.Result r = TnsHandshake.run(new PacketReader(
        new ByteArrayInputStream(connect("FREEPDB1")), 0xffff), new PacketWriter(out),
        ServerOptions.builder().sdu(4096).build());
    assertEquals(315, r.version());
    assertEquals(4096, r.sdu());
    assertEquals(PacketType.ACCEPT, answer(out).type());
  }

  @Test
  void shouldRefuseAnUnknownServiceWithOra12514() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TnsHandshake.Result r = TnsHandshake.run(new PacketReader(
        new ByteArrayInputStream(connect("ORCL")), 0xffff), new PacketWriter(out),
        ServerOptions.defaults());
    assertTrue(r.refused());
    TnsPacket refuse = answer(out);
    assertEquals(PacketType.REFUSE, refuse.type());
    assertTrue(new String(refuse.payload(), StandardCharsets.US_ASCII).contains("ERR=12514"));
  }

  @Test
  void shouldRejectAnythingButConnectFirst() {
    byte[] data = {0, 10, 0, 0, PacketType.DATA, 0, 0, 0, 0, 0};
    assertThrows(TnsFormatException.class, () -> TnsHandshake.run(new PacketReader(
        new ByteArrayInputStream(data), 0xffff), new PacketWriter(new ByteArrayOutputStream()),
        ServerOptions.defaults()));
  }
}
