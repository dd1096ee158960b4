package dev.nnebench.wire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.server.Faults;
import dev.nnebench.wire.session.channel.ClientBreakException;
import dev.nnebench.wire.session.channel.DataIo;
import dev.nnebench.wire.tns.Marker;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.TnsPacket;
import dev.nnebench.wire.ttc.EndOfCall;
import dev.nnebench.wire.ttc.OraError;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** The server's side of a break, packet by packet, against scripted client bytes. */
class BreakResetTest {
  private static final int SDU = 8192;
  private static final HexFormat HEX = HexFormat.of();
  private final ByteArrayOutputStream serverBytes = new ByteArrayOutputStream();

  @Test
  void shouldSendBreakAndResetThenAwaitTheClientsResetThenOra01013() throws IOException {
    DataIo io = io(marker(Marker.RESET));
    BreakReset.answer(io, new TtcWriter(64), 9);
    PacketReader sent = reader(serverBytes.toByteArray());
    assertEquals("0000000b0c000000010001", wire(sent.read()), "BREAK");
    assertEquals("0000000b0c000000010002", wire(sent.read()), "RESET");
    assertEquals(HEX.formatHex(ora01013(9)), body(sent.read()));
    assertNull(sent.read());
  }

  @Test
  void requestsSentBeforeTheResetShouldBeDroppedAndAnsweredByTheError() throws IOException {
    byte[] fetch = {3, 5, 12, 1, 1, 1, 10}; // function 5 (fetch), sequence 12, ...
    DataIo io = io(join(data(fetch), marker(Marker.INTERRUPT), marker(Marker.RESET)));
    BreakReset.answer(io, new TtcWriter(64), 11);
    PacketReader sent = reader(serverBytes.toByteArray());
    sent.read();
    sent.read();
    assertEquals(HEX.formatHex(ora01013(12)), body(sent.read()));
  }

  @Test
  void aClientWhoseResetNeverComesShouldStillGetTheError() throws IOException {
    try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Socket client = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort());
        Socket server = listener.accept()) {
      PacketReader r = new PacketReader(new BufferedInputStream(server.getInputStream()), SDU);
      r.useLargeLengths(true);
      PacketWriter w = new PacketWriter(server.getOutputStream());
      w.useLargeLengths(true);
      DataIo io = new DataIo(r, w, SDU, Faults.NONE);
      io.readTimeouts(server::setSoTimeout);
      BreakReset.answer(io, new TtcWriter(64), 4, 100); // the client stays silent
      PacketReader sent = reader(client.getInputStream().readNBytes(2 * 11));
      assertEquals(Marker.BREAK, Marker.type(sent.read().payload()));
      assertEquals(Marker.RESET, Marker.type(sent.read().payload()));
      PacketReader error = new PacketReader(client.getInputStream(), SDU);
      error.useLargeLengths(true);
      assertEquals(HEX.formatHex(ora01013(4)), body(error.read()));
      assertEquals(0, server.getSoTimeout(), "reads wait forever again");
    }
  }

  @Test
  void checkForBreakShouldStopOnBreakIgnoreResetAndLeaveTheNextRequestWaiting()
      throws IOException {
    assertFalse(io(marker(Marker.RESET)).checkForBreak());
    assertThrows(ClientBreakException.class, () -> io(marker(Marker.INTERRUPT)).checkForBreak());
    DataIo early = io(data(new byte[] {3, 5, 1}));
    assertTrue(early.checkForBreak());
    assertEquals("030501", HEX.formatHex(early.readRequest()));
  }

  @Test
  void readRequestShouldReportABreakBetweenCalls() throws IOException {
    DataIo io = io(join(marker(Marker.BREAK), data(new byte[] {3, (byte) 0x93, 4})));
    assertThrows(ClientBreakException.class, io::readRequest);
    assertEquals("039304", HEX.formatHex(io.readRequest()));
  }

  @Test
  void aBreakThatCutsARequestShortShouldNameThatRequestsCall() throws IOException {
    byte[] firstOfTwo = new byte[SDU - TnsPacket.HEADER_LENGTH - 2]; // full: more would follow
    firstOfTwo[0] = 3;
    firstOfTwo[1] = 0x5e;
    firstOfTwo[2] = 7;
    DataIo io = io(join(data(firstOfTwo), marker(Marker.BREAK)));
    ClientBreakException e = assertThrows(ClientBreakException.class, io::readRequest);
    assertEquals(7, e.callOr(1));
  }

  private DataIo io(byte[] clientBytes) {
    PacketWriter writer = new PacketWriter(serverBytes);
    writer.useLargeLengths(true);
    return new DataIo(reader(clientBytes), writer, SDU, Faults.NONE);
  }

  private static PacketReader reader(byte[] bytes) {
    PacketReader r = new PacketReader(new ByteArrayInputStream(bytes), SDU);
    r.useLargeLengths(true);
    return r;
  }

  private static byte[] ora01013(int call) {
    TtcWriter w = new TtcWriter(64);
    EndOfCall.error(w, OraError.USER_CANCELLED, 0, 0, call);
    return w.toByteArray();
  }

  private static String wire(TnsPacket p) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PacketWriter w = new PacketWriter(out);
    w.useLargeLengths(true);
    w.write(p);
    return HEX.formatHex(out.toByteArray());
  }

  private static String body(TnsPacket p) {
    assertEquals(PacketType.DATA, p.type());
    return HEX.formatHex(p.payload(), 2, p.payload().length);
  }

  private static byte[] marker(int type) throws IOException {
    return packet(new TnsPacket(PacketType.MARKER, 0, Marker.payload(type)));
  }

  private static byte[] data(byte[] body) throws IOException {
    return packet(TnsPacket.data(0, body, 0, body.length));
  }

  private static byte[] packet(TnsPacket p) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PacketWriter w = new PacketWriter(out);
    w.useLargeLengths(true);
    w.write(p);
    return out.toByteArray();
  }

  private static byte[] join(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
