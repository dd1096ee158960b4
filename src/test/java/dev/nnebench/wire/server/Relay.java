package dev.nnebench.wire.server;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.UnaryOperator;

/**
 * A TCP relay between one client and the double that frames the client's bytes into TNS
 * packets (2-byte lengths until an ACCEPT at version 315 or later has passed, then 4-byte) and
 * hands each to a transform before forwarding it; the server's side can be stalled, as by a
 * client that stops reading.
 */
final class Relay implements AutoCloseable {
  private final ServerSocket listener;
  private final int serverPort;
  private final UnaryOperator<byte[]> clientPackets;
  private final AtomicBoolean large = new AtomicBoolean();
  private volatile boolean stalled;
  private final Thread thread;
  private volatile Socket client;
  private volatile Socket server;

  Relay(int serverPort, UnaryOperator<byte[]> clientPackets) throws IOException {
    this.listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    this.serverPort = serverPort;
    this.clientPackets = clientPackets;
    this.thread = new Thread(this::relayOnce, "relay");
    thread.setDaemon(true);
    thread.start();
  }

  int port() {
    return listener.getLocalPort();
  }

  /** Waits until the client has closed and the relay has forwarded everything it sent. */
  void awaitEnd() throws InterruptedException {
    thread.join(10_000);
  }

  /** From now on, nothing more is read from the server (its sends block once buffers fill). */
  void stallServer() {
    stalled = true;
  }

  private void relayOnce() {
    try (Socket client = listener.accept();
        Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort)) {
      this.client = client;
      this.server = server;
      client.setReceiveBufferSize(8 * 1024);
      server.setReceiveBufferSize(8 * 1024);
      Thread back = new Thread(() -> serverToClient(server, client), "relay-back");
      back.setDaemon(true);
      back.start();
      DataInputStream in = new DataInputStream(client.getInputStream());
      OutputStream out = server.getOutputStream();
      for (byte[] p = readPacket(in, large); p != null; p = readPacket(in, large)) {
        out.write(clientPackets.apply(p));
      }
      server.shutdownOutput();
      back.join(30_000);
    } catch (IOException | InterruptedException ended) {
      // either side went away: so does the relay
    }
  }

  private void serverToClient(Socket server, Socket client) {
    try {
      DataInputStream in = new DataInputStream(server.getInputStream());
      OutputStream out = client.getOutputStream();
      byte[] first = readPacket(in, large);
      if (first == null) {
        return;
      }
      if (first[4] == 2) {
        large.set((((first[8] & 0xff) << 8) | (first[9] & 0xff)) >= 315);
      }
      out.write(first);
      copy(in, out);
      client.shutdownOutput();
    } catch (IOException ended) {
      // the session is over
    }
  }

  private void copy(InputStream in, OutputStream out) throws IOException {
    byte[] buffer = new byte[4096];
    while (true) {
      while (stalled) {
        pause();
      }
      int n = in.read(buffer);
      if (n < 0) {
        return;
      }
      out.write(buffer, 0, n);
    }
  }

  private static void pause() {
    try {
      Thread.sleep(20);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * One TNS packet from {@code in}, or null at EOF. {@code largeLengths} is read once the header
   * has arrived: the other direction sets it when the handshake agrees on v315+ lengths.
   */
  static byte[] readPacket(DataInputStream in, AtomicBoolean largeLengths) throws IOException {
    byte[] header = new byte[8];
    int first = in.read();
    if (first < 0) {
      return null;
    }
    header[0] = (byte) first;
    in.readFully(header, 1, 7);
    ByteBuffer b = ByteBuffer.wrap(header);
    int length = largeLengths.get() ? b.getInt(0) : b.getShort(0) & 0xffff;
    byte[] packet = Arrays.copyOf(header, length);
    in.readFully(packet, 8, length - 8);
    return packet;
  }

  @Override
  public void close() throws IOException {
    listener.close();
    for (Socket s : new Socket[] {client, server}) {
      if (s != null) {
        s.close();
      }
    }
  }
}
