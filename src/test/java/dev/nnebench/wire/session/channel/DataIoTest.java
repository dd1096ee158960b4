package dev.nnebench.wire.session.channel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.server.Faults;
import dev.nnebench.wire.tns.DataFlags;
import dev.nnebench.wire.tns.Marker;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.TnsFormatException;
import dev.nnebench.wire.tns.TnsPacket;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class DataIoTest {
  private static final int SDU = 512;

  private static byte[] packets(int[] flags, int[] lengths) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PacketWriter w = new PacketWriter(out);
    w.useLargeLengths(true);
    for (int i = 0; i < flags.length; i++) {
      byte[] body = new byte[lengths[i]];
      Arrays.fill(body, (byte) (i + 1));
      w.write(TnsPacket.data(flags[i], body, 0, body.length));
    }
    return out.toByteArray();
  }

  private static DataIo reading(byte[] wire) {
    PacketReader r = new PacketReader(new ByteArrayInputStream(wire), SDU);
    r.useLargeLengths(true);
    return new DataIo(r, new PacketWriter(new ByteArrayOutputStream()), SDU, Faults.NONE);
  }

  @Test
  void fullPacketsShouldContinueTheRequestUntilAShortOne() throws IOException {
    int full = SDU - TnsPacket.HEADER_LENGTH - DataFlags.LENGTH;
    byte[] request = reading(packets(new int[] {0, 0}, new int[] {full, 10})).readRequest();
    assertEquals(full + 10, request.length);
    assertEquals(2, request[request.length - 1]);
  }

  @Test
  void endOfRequestFlagShouldEndTheRequestEvenWhenFull() throws IOException {
    int full = SDU - TnsPacket.HEADER_LENGTH - DataFlags.LENGTH;
    DataIo io = reading(packets(new int[] {DataFlags.END_OF_REQUEST, 0}, new int[] {full, 3}));
    assertEquals(full, io.readRequest().length);
    assertEquals(3, io.readRequest().length);
  }

  @Test
  void eofFlagShouldMeanTheClientLeft() throws IOException {
    DataIo io = reading(packets(new int[] {DataFlags.EOF}, new int[] {0}));
    assertThrows(ClientGoneException.class, io::readRequest);
  }

  @Test
  void droppedAfterNPacketsShouldEndTheConnection() throws IOException {
    PacketReader r = new PacketReader(new ByteArrayInputStream(
        packets(new int[] {0, 0}, new int[] {5, 5})), SDU);
    r.useLargeLengths(true);
    DataIo io = new DataIo(r, new PacketWriter(new ByteArrayOutputStream()), SDU, new Faults(0, 1));
    io.readRequest();
    assertThrows(ClientGoneException.class, io::readRequest);
  }

  @Test
  void sendShouldSplitIntoPacketsOfAtMostOneSdu() throws IOException {
    ByteArrayOutputStream wire = new ByteArrayOutputStream();
    PacketWriter w = new PacketWriter(wire);
    w.useLargeLengths(true);
    DataIo io = new DataIo(null, w, SDU, Faults.NONE);
    byte[] payload = new byte[5000];
    for (int i = 0; i < payload.length; i++) {
      payload[i] = (byte) i;
    }
    io.send(payload, 0, payload.length);
    PacketReader r = new PacketReader(new ByteArrayInputStream(wire.toByteArray()), SDU);
    r.useLargeLengths(true);
    ByteArrayOutputStream joined = new ByteArrayOutputStream();
    for (TnsPacket p = r.read(); p != null; p = r.read()) {
      assertTrue(p.wireLength() <= SDU, p.toString());
      joined.write(p.payload(), DataFlags.LENGTH, p.payload().length - DataFlags.LENGTH);
    }
    assertArrayEquals(payload, joined.toByteArray());
  }

  @Test
  void awaitBreakShouldReturnOnSilenceAndThrowOnABreakOrAClose() throws IOException {
    try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Socket client = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort());
        Socket server = listener.accept()) {
      server.setSoTimeout(50);
      PacketReader r = new PacketReader(new BufferedInputStream(server.getInputStream()), SDU);
      r.useLargeLengths(true);
      DataIo io = new DataIo(r, new PacketWriter(server.getOutputStream()), SDU, Faults.NONE);
      io.awaitBreak(); // nothing within the read timeout: the call goes on
      PacketWriter w = new PacketWriter(client.getOutputStream());
      w.useLargeLengths(true);
      w.write(new TnsPacket(PacketType.MARKER, 0, Marker.payload(Marker.RESET)));
      io.awaitBreak(); // a lone reset: the call goes on
      w.write(new TnsPacket(PacketType.MARKER, 0, Marker.payload(Marker.INTERRUPT)));
      assertThrows(ClientBreakException.class, io::awaitBreak);
      client.close();
      assertThrows(ClientGoneException.class, io::awaitBreak);
    }
  }

  @Test
  void aRequestPastTheLimitBeforeLoginShouldEndTheConnection() throws IOException {
    int full = SDU - TnsPacket.HEADER_LENGTH - DataFlags.LENGTH;
    byte[] wire = packets(new int[] {0, 0, 0, 0}, new int[] {full, full, full, 10});
    DataIo before = reading(wire);
    RequestLimit limit = new RequestLimit(2 * full);
    before.requestLimit(limit);
    TnsFormatException e = assertThrows(TnsFormatException.class, before::readRequest);
    assertTrue(e.getMessage().contains("before login"), e.getMessage());
    DataIo after = reading(wire);
    RequestLimit loggedIn = new RequestLimit(2 * full);
    loggedIn.loggedIn();
    after.requestLimit(loggedIn);
    assertEquals(3 * full + 10, after.readRequest().length);
  }

  @Test
  void aRequestSentBeforeTheAnswerIsOutShouldBeTheNextRequest() throws IOException {
    // the server reads requests in turn, as Oracle does: the early one waits in the socket
    byte[] wire = packets(new int[] {DataFlags.END_OF_REQUEST}, new int[] {7});
    PacketReader r = new PacketReader(new BufferedInputStream(new ByteArrayInputStream(wire)), SDU);
    r.useLargeLengths(true);
    DataIo io = new DataIo(r, new PacketWriter(new ByteArrayOutputStream()), SDU, Faults.NONE);
    io.checkForBreak();
    assertEquals(7, io.readRequest().length);
  }
}
