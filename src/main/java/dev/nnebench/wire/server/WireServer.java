package dev.nnebench.wire.server;

import dev.nnebench.wire.load.ServerLoad;
import dev.nnebench.wire.session.ServerSession;
import dev.nnebench.wire.session.login.Verifiers;
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
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The loopback Oracle Net double: listens on 127.0.0.1 and serves each connection on its own
 * thread. {@code try (WireServer s = new WireServer(options).start()) { ... s.port() ... }}
 *
 * <p>Capacity: one platform thread per connection (the project targets Java 17, which has no
 * virtual threads). A thread blocked in a read costs a few dozen KB of committed stack, so
 * hundreds of idle connections are cheap; the inbound connect timeout closes the ones that
 * never log in. The accept queue is deep enough for a burst of connects to wait in the kernel
 * rather than have their SYNs dropped while the accept thread starts sessions.
 */
public final class WireServer implements AutoCloseable {
  /** Accept queue; the kernel caps it at net.core.somaxconn (4096 on current Linux). */
  private static final int BACKLOG = 1024;
  private static final long ACCEPT_RETRY_MILLIS = 50;
  private final ServerOptions options;
  private final SecureRandom random = new SecureRandom();
  private final Verifiers verifiers = new Verifiers(random);
  private final AtomicInteger sessions = new AtomicInteger();
  private final Set<Socket> open = ConcurrentHashMap.newKeySet();
  private final Set<ServerSession> live = ConcurrentHashMap.newKeySet();
  private final ScheduledThreadPoolExecutor timeouts = timeoutTimer();
  private final Refusals refusals;
  private ServerSocket listener;
  /* The TCPS listener when the options name a TLS identity; else null. */
  private ServerSocket tlsListener;

  public WireServer(ServerOptions options) {
    this.options = options;
    this.refusals = new Refusals(options);
  }

  public WireServer() {
    this(ServerOptions.defaults());
  }

  /** Binds 127.0.0.1 (and the TCPS port, if any) and starts accepting; returns this. */
  public WireServer start() {
    listener = bind(false, options.port());
    if (options.tls() != null) {
      try {
        tlsListener = bind(true, options.tcpsPort());
      } catch (UncheckedIOException e) {
        close();
        throw e;
      }
      daemon(() -> acceptLoop(tlsListener), "nnebench-wire-accept-tcps-" + tcpsPort()).start();
    }
    daemon(() -> acceptLoop(listener), "nnebench-wire-accept-" + port()).start();
    watchSends();
    return this;
  }

  private ServerSocket bind(boolean tls, int port) {
    ServerSocket socket = null;
    try {
      socket = new ServerSocket(); // TCPS too: each session layers TLS over its connection
      socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), BACKLOG);
      return socket;
    } catch (IOException e) {
      closeQuietly(socket);
      throw new UncheckedIOException("cannot listen " + (tls ? "for TCPS " : "") + "on 127.0.0.1:"
          + port + ": " + e.getMessage(), e);
    }
  }

  private static void closeQuietly(ServerSocket socket) {
    try {
      if (socket != null) {
        socket.close();
      }
    } catch (IOException ignored) {
      // failing anyway
    }
  }

  /** The bound port (after {@link #start()}). */
  /** The server model at work and what it charged. */
  public ServerLoad serverLoad() {
    return options.serverLoad();
  }

  public int port() {
    return listener.getLocalPort();
  }

  /** The bound TCPS port (after {@link #start()}), or -1 when the double serves no TCPS. */
  public int tcpsPort() {
    return tlsListener == null ? -1 : tlsListener.getLocalPort();
  }

  /** Number of connections accepted so far. */
  public int connections() {
    return sessions.get();
  }

  /** Number of connections open now. */
  public int openConnections() {
    return open.size();
  }

  private void acceptLoop(ServerSocket from) {
    while (!from.isClosed()) {
      try {
        Socket s = from.accept();
        int id = sessions.incrementAndGet();
        if (open.size() >= options.maxConnections()) {
          refusals.refuse(s, id);
          continue;
        }
        open.add(s);
        ServerSession session = new ServerSession(s, options, verifiers, random, id,
            from == tlsListener ? options.tls().serverContext() : null);
        startSession(s, session, id);
      } catch (SocketException closed) {
        return;
      } catch (IOException e) {
        options.log().accept("accept failed: " + e.getMessage());
        pauseAfterAcceptFailure();
      }
    }
  }

  /* out of threads costs this connection, not the accept loop */
  private void startSession(Socket s, ServerSession session, int id) {
    try {
      daemon(() -> serve(s, session), "nnebench-wire-session-" + id).start();
    } catch (OutOfMemoryError e) {
      options.log().accept("connection " + id + ": dropped, no thread to serve it: "
          + e.getMessage());
      open.remove(s);
      try {
        s.close();
      } catch (IOException ignored) {
        // closing anyway
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

  private void serve(Socket s, ServerSession session) {
    ScheduledFuture<?> guard = guard(session);
    live.add(session);
    try {
      session.run();
    } finally {
      live.remove(session);
      if (guard != null) {
        guard.cancel(false);
      }
      open.remove(s);
    }
  }

  /* One sweep over the sessions now and then, rather than a timer per send on the fetch path. */
  private void watchSends() {
    long timeout = options.sendTimeout().toMillis();
    if (timeout == 0) {
      return;
    }
    long period = Math.max(10, Math.min(1_000, timeout / 4));
    timeouts.scheduleAtFixedRate(() -> {
      long now = System.nanoTime();
      live.forEach(session -> session.sendTimeout(now));
    }, period, period, TimeUnit.MILLISECONDS);
  }

  /** Arms the inbound connect timeout for a new session; null if off or the server is closing. */
  private ScheduledFuture<?> guard(ServerSession session) {
    long timeout = options.inboundConnectTimeout().toMillis();
    try {
      return timeout == 0 ? null
          : timeouts.schedule(session::inboundConnectTimeout, timeout, TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException closing) {
      return null; // close() closes the session's socket anyway
    }
  }

  /* cancelled timeouts leave the queue at once: connection benchmarks open thousands a minute */
  private static ScheduledThreadPoolExecutor timeoutTimer() {
    ScheduledThreadPoolExecutor timer =
        new ScheduledThreadPoolExecutor(1, r -> daemon(r, "nnebench-wire-timeouts"));
    timer.setRemoveOnCancelPolicy(true);
    return timer;
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /** Stops accepting and closes every open connection. */
  @Override
  public void close() {
    closeQuietly(listener);
    closeQuietly(tlsListener);
    for (Socket s : open) {
      try {
        s.close();
      } catch (IOException ignored) {
        // closing anyway
      }
    }
    timeouts.shutdownNow();
    refusals.close();
  }
}
