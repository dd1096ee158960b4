package dev.nnebench.link;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A relay on 127.0.0.1 that puts an emulated link ({@link LinkSpec}) in front of a server: every
 * connection to {@link #port()} is relayed to the upstream address with each direction delayed
 * and capped as the link says, and counted ({@link WireTally}: bytes each way, round trips).
 * Connections are relayed concurrently (a pool opens many). The delays are on top of whatever the
 * path to the upstream already has. Each connection's jitter comes from a generator seeded by its
 * number, so a run repeats. With {@link LinkSpec#NONE} it is a plain counting relay.
 */
public final class LinkRelay implements AutoCloseable {
  private final ServerSocket listener;
  private final InetSocketAddress upstream;
  private final LinkSpec link;
  private final AtomicInteger connections = new AtomicInteger();
  private final WireTally tally = new WireTally();
  private final AtomicBoolean paced = new AtomicBoolean(true);

  private LinkRelay(ServerSocket listener, InetSocketAddress upstream, LinkSpec link) {
    this.listener = listener;
    this.upstream = upstream;
    this.link = link;
  }

  /** Starts relaying from a free port on 127.0.0.1 to {@code host:port} over {@code link}. */
  public static LinkRelay start(String host, int port, LinkSpec link) {
    return start(0, host, port, link);
  }

  /** Starts relaying from {@code listenPort} (0: a free one) on 127.0.0.1. */
  public static LinkRelay start(int listenPort, String host, int port, LinkSpec link) {
    try {
      ServerSocket listener = new ServerSocket(listenPort, 64, InetAddress.getLoopbackAddress());
      LinkRelay relay = new LinkRelay(listener, new InetSocketAddress(host, port), link);
      Thread acceptor = new Thread(relay::acceptLoop, "nnebench-link-accept");
      acceptor.setDaemon(true);
      acceptor.start();
      return relay;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the link relay on 127.0.0.1"
          + (listenPort == 0 ? "" : ":" + listenPort) + ": " + e.getMessage(), e);
    }
  }

  public int port() {
    return listener.getLocalPort();
  }

  public LinkSpec link() {
    return link;
  }

  /** Bytes each way and round trips so far, all connections together. */
  public WireTally.Counts counts() {
    return tally.counts();
  }

  /**
   * Turns the link's delays and cap off or back on, for every connection: with them off a chunk
   * takes the same path through the relay without waiting, so a round trip timed both ways
   * shows what the link adds, apart from what the path and the two ends take.
   */
  public void pace(boolean on) {
    paced.set(on);
  }

  /** Connections accepted so far. */
  public int connections() {
    return connections.get();
  }

  private void acceptLoop() {
    while (!listener.isClosed()) {
      try {
        relay(listener.accept());
      } catch (IOException e) {
        // the listener closed, or one client failed before it was relayed: the next is accepted
      }
    }
  }

  private void relay(Socket client) {
    int n = connections.incrementAndGet();
    Socket server = new Socket();
    try {
      server.connect(upstream);
      // as drivers and servers do: Nagle's algorithm would add its own delays to the link's
      client.setTcpNoDelay(true);
      server.setTcpNoDelay(true);
    } catch (IOException e) {
      LinkPump.closeQuietly(client);
      LinkPump.closeQuietly(server);
      return;
    }
    AtomicInteger open = new AtomicInteger(2);
    Runnable ended = () -> {
      if (open.decrementAndGet() == 0) {
        LinkPump.closeQuietly(client);
        LinkPump.closeQuietly(server);
      }
    };
    new LinkPump(client, server, link, 2L * n, new LinkPump.Direction(tally, true, paced))
        .start("nnebench-link-" + n + "-up", ended);
    new LinkPump(server, client, link, 2L * n + 1, new LinkPump.Direction(tally, false, paced))
        .start("nnebench-link-" + n + "-down", ended);
  }

  /** Stops accepting; connections in progress end when either side closes. */
  @Override
  public void close() throws IOException {
    listener.close();
  }
}
