package dev.nnebench.wire.server;

import dev.nnebench.wire.session.Session;
import dev.nnebench.wire.session.Verifiers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.security.SecureRandom;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The loopback Oracle Net double: listens on 127.0.0.1 and serves each connection on its own
 * thread. {@code try (WireServer s = new WireServer(options).start()) { ... s.port() ... }}
 */
public final class WireServer implements AutoCloseable {
  private static final int BACKLOG = 128;
  private static final long ACCEPT_RETRY_MILLIS = 50;
  private final ServerOptions options;
  private final SecureRandom random = new SecureRandom();
  private final Verifiers verifiers = new Verifiers(random);
  private final AtomicInteger sessions = new AtomicInteger();
  private final Set<Socket> open = ConcurrentHashMap.newKeySet();
  private ServerSocket listener;
  private Thread acceptor;

  public WireServer(ServerOptions options) {
    this.options = options;
  }

  public WireServer() {
    this(ServerOptions.defaults());
  }

  /** Binds 127.0.0.1 and starts accepting; returns this. */
  public WireServer start() {
    try {
      listener = new ServerSocket();
      listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), options.port()), BACKLOG);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot listen on 127.0.0.1:" + options.port() + ": "
          + e.getMessage(), e);
    }
    acceptor = new Thread(this::acceptLoop, "nnebench-wire-accept-" + port());
    acceptor.setDaemon(true);
    acceptor.start();
    return this;
  }

  /** The bound port (after {@link #start()}). */
  public int port() {
    return listener.getLocalPort();
  }

  /** Number of connections accepted so far. */
  public int connections() {
    return sessions.get();
  }

  private void acceptLoop() {
    while (!listener.isClosed()) {
      try {
        Socket s = listener.accept();
        int id = sessions.incrementAndGet();
        open.add(s);
        Thread t = new Thread(() -> serve(s, id), "nnebench-wire-session-" + id);
        t.setDaemon(true);
        t.start();
      } catch (SocketException closed) {
        return;
      } catch (IOException e) {
        options.log().accept("accept failed: " + e.getMessage());
        pauseAfterAcceptFailure();
      }
    }
  }

  /* e.g. out of file descriptors: retrying at once would spin a core */
  private static void pauseAfterAcceptFailure() {
    try {
      Thread.sleep(ACCEPT_RETRY_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void serve(Socket s, int id) {
    try {
      new Session(s, options, verifiers, random, id).run();
    } finally {
      open.remove(s);
    }
  }

  /** Stops accepting and closes every open connection. */
  @Override
  public void close() {
    try {
      if (listener != null) {
        listener.close();
      }
    } catch (IOException ignored) {
      // closing anyway
    }
    for (Socket s : open) {
      try {
        s.close();
      } catch (IOException ignored) {
        // closing anyway
      }
    }
  }
}
