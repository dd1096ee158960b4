package dev.nnebench.wire.session.channel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nnebench.wire.server.Faults;
import dev.nnebench.wire.tns.DataFlags;
import dev.nnebench.wire.tns.Marker;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;
import dev.nnebench.wire.ttc.TtcReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

/**
 * A request whose first packet is short and unflagged (ojdbc 19 and 23 flush an OALL8's header
 * before a long SQL text) is read on as its parse needs, within the cap.
 */
class RequestAssemblyTest {
  private static final int SDU = 512;
  private static final int FULL = SDU - TnsPacket.HEADER_LENGTH - DataFlags.LENGTH;

  private final ByteArrayOutputStream wire = new ByteArrayOutputStream();
  private final PacketWriter client = new PacketWriter(wire);

  RequestAssemblyTest() {
    client.useLargeLengths(true);
  }

  private void send(int flags, int length, int fill) throws IOException {
    byte[] body = new byte[length];
    java.util.Arrays.fill(body, (byte) fill);
    client.write(TnsPacket.data(flags, body, 0, body.length));
  }

  private DataIo server() {
    PacketReader r = new PacketReader(new ByteArrayInputStream(wire.toByteArray()), SDU);
    r.useLargeLengths(true);
    return new DataIo(r, new PacketWriter(new ByteArrayOutputStream()), SDU, Faults.NONE);
  }

  @Test
  void aParseThatNeedsMoreShouldPullThePacketsThatFollowAShortOne() throws IOException {
    send(0, 10, 1); // the header, flushed on its own
    send(0, FULL, 2);
    send(DataFlags.END_OF_REQUEST, 40, 3);
    send(DataFlags.END_OF_REQUEST, 5, 4); // the next request
    DataIo io = server();
    byte[] first = io.readRequest();
    assertEquals(10, first.length);
    TtcReader r = new TtcReader(first, io.continuation());
    r.skip(10);
    byte[] text = r.raw(FULL + 40);
    assertEquals(2, text[0]);
    assertEquals(3, text[FULL + 39]);
    assertArrayEquals(new byte[] {4, 4, 4, 4, 4}, io.readRequest());
  }

  @Test
  void aResetBetweenPartsShouldBeSkippedAndABreakShouldStopTheCall() throws IOException {
    send(0, 10, 1);
    client.write(new TnsPacket(PacketType.MARKER, 0, Marker.payload(Marker.RESET)));
    send(0, 10, 2);
    client.write(new TnsPacket(PacketType.MARKER, 0, Marker.payload(Marker.INTERRUPT)));
    DataIo io = server();
    TtcReader r = new TtcReader(io.readRequest(), io.continuation());
    assertEquals(20, r.raw(20).length);
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> r.raw(1));
    assertEquals(ClientBreakException.class, e.getCause().getClass());
  }

  @Test
  void aRequestOverTheCapShouldBeRefused() throws IOException {
    for (int i = 0; i < 4; i++) {
      send(0, FULL, i);
    }
    DataIo io = server();
    RequestAssembly capped = new RequestAssembly(io, SDU, new RequestLimit(3 * FULL));
    assertThrows(TnsFormatException.class, capped::read);
  }

  @Test
  void aLengthOverTheCapShouldFailBeforeWaitingForPackets() throws IOException {
    send(0, 10, 1); // nothing follows: a wait would block forever
    DataIo io = server();
    RequestAssembly capped = new RequestAssembly(io, SDU, new RequestLimit(1000));
    TtcReader r = new TtcReader(capped.read(), capped);
    assertThrows(dev.nnebench.wire.ttc.TtcFormatException.class, () -> r.raw(1011));
  }
}
