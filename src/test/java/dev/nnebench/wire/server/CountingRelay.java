package dev.nnebench.wire.server;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP relay between one client and the double that frames both directions into TNS packets
 * (2-byte lengths until an ACCEPT at version 315 or later has passed, then 4-byte) and counts,
 * for each direction, the bytes on the wire and the DATA packets flagged as compressed (0x0400).
 */
final class CountingRelay implements AutoCloseable {
  private static final int DATA = 6;
  private static final int ACCEPT = 2;
  private static final int COMPRESSED = 0x0400;
  /** What crossed one direction. */
  static final class Direction {
    final AtomicLong bytes = new AtomicLong();
    final AtomicLong dataPackets = new AtomicLong();
    final AtomicLong compressed = new AtomicLong();

    @Override
    public String toString() {
      return bytes + " bytes, " + dataPackets + " DATA packets, " + compressed + " compressed";
    }
  }

  final Direction toServer = new Direction();
  final Direction toClient = new Direction();
  private final ServerSocket listener;
  private final int serverPort;
  private final AtomicBoolean large = new AtomicBoolean();
  private final Thread thread;

  CountingRelay(int serverPort) throws IOException {
    this.listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    this.serverPort = serverPort;
    this.thread = new Thread(this::relayOnce, "counting-relay");
    thread.setDaemon(true);
    thread.start();
  }

  int port() {
    return listener.getLocalPort();
  }

  /** Waits until both sides have closed and everything sent has been counted. */
  void awaitEnd() throws InterruptedException {
    thread.join(10_000);
  }

  private void relayOnce() {
    try (Socket client = listener.accept();
        Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort)) {
      Thread back = new Thread(() -> forward(server, client, toClient), "counting-relay-back");
      back.setDaemon(true);
      back.start();
      forward(client, server, toServer);
      back.join(10_000);
    } catch (IOException | InterruptedException ended) {
      // either side went away: so does the relay
    }
  }

  private void forward(Socket from, Socket to, Direction counted) {
    try {
      DataInputStream in = new DataInputStream(from.getInputStream());
      OutputStream out = to.getOutputStream();
      for (byte[] p = Relay.readPacket(in, large); p != null;
          p = Relay.readPacket(in, large)) {
        count(p, counted);
        out.write(p);
      }
      to.shutdownOutput();
    } catch (IOException ended) {
      // the session is over
    }
  }

  private void count(byte[] p, Direction counted) {
    counted.bytes.addAndGet(p.length);
    if (p[4] == ACCEPT) {
      large.set((((p[8] & 0xff) << 8) | (p[9] & 0xff)) >= 315);
    }
    if (p[4] == DATA && p.length >= 10) {
      counted.dataPackets.incrementAndGet();
      if ((((p[8] & 0xff) << 8 | (p[9] & 0xff)) & COMPRESSED) != 0) {
        counted.compressed.incrementAndGet();
      }
    }
  }

  @Override
  public void close() throws IOException {
    listener.close();
  }
}
