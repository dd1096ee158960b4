package dev.nnebench.diagnose;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * A relay on 127.0.0.1 between a driver and its database that counts what crosses it: bytes each
 * way and round trips (a round trip is counted each time the server answers after the client
 * spoke). diagnose points the driver at it for one untimed pass when the server's own session
 * statistics cannot be read. It relays one connection at a time, in order.
 */
public final class ByteRelay implements AutoCloseable {
  private static final int BUFFER = 64 * 1024;
  private final ServerSocket listener;
  private final InetSocketAddress upstream;
  private final WireTally tally = new WireTally();
  private final Thread acceptor;

  private ByteRelay(ServerSocket listener, InetSocketAddress upstream) {
    this.listener = listener;
    this.upstream = upstream;
    this.acceptor = new Thread(this::acceptLoop, "nnebench-relay-accept");
    acceptor.setDaemon(true);
  }

  /** Starts relaying from a free port on 127.0.0.1 to {@code host:port}. */
  public static ByteRelay start(String host, int port) {
    try {
      ServerSocket listener = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
      ByteRelay relay = new ByteRelay(listener, new InetSocketAddress(host, port));
      relay.acceptor.start();
      return relay;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the counting relay: " + e.getMessage(), e);
    }
  }

  public int port() {
    return listener.getLocalPort();
  }

  /** What has crossed so far. */
  public WireTally.Counts counts() {
    return tally.counts();
  }

  private void acceptLoop() {
    while (!listener.isClosed()) {
      try (Socket client = listener.accept(); Socket server = new Socket()) {
        server.connect(upstream);
        // as the driver and the server do: without it, Nagle's algorithm and delayed ACKs stall
        // every small request for tens of milliseconds (a fetch-size-10 fetch ran 20x slower)
        client.setTcpNoDelay(true);
        server.setTcpNoDelay(true);
        relay(client, server);
      } catch (IOException e) {
        // one connection ended or failed; the relay itself stays up until closed
      }
    }
  }

  private void relay(Socket client, Socket server) throws IOException {
    Thread up = pump(client.getInputStream(), server.getOutputStream(), true, server);
    pumpLoop(server.getInputStream(), client.getOutputStream(), false);
    client.close();
    join(up);
  }

  private Thread pump(InputStream in, OutputStream out, boolean fromClient, Socket closeAfter) {
    Thread t = new Thread(() -> {
      try {
        pumpLoop(in, out, fromClient);
      } catch (IOException e) {
        // the other side closed: nothing left to count
      } finally {
        closeQuietly(closeAfter);
      }
    }, "nnebench-relay-up");
    t.setDaemon(true);
    t.start();
    return t;
  }

  private void pumpLoop(InputStream in, OutputStream out, boolean fromClient) throws IOException {
    byte[] buffer = new byte[BUFFER];
    for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
      tally.add(fromClient, n);
      out.write(buffer, 0, n);
      out.flush();
    }
  }

  private static void join(Thread t) {
    try {
      t.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (IOException ignored) {
      // closing after the stream ended: nothing to report
    }
  }

  @Override
  public void close() throws IOException {
    listener.close();
  }
}
