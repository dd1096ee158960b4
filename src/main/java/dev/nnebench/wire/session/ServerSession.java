package dev.nnebench.wire.session;

import dev.nnebench.wire.ano.AnoPacket;
import dev.nnebench.wire.call.TlsParameters;
import dev.nnebench.wire.eztls.EzTlsIdentity;
import dev.nnebench.wire.eztls.TcpsBinding;
import dev.nnebench.wire.load.DeadlineWait;
import dev.nnebench.wire.load.SessionTime;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.session.channel.ClientGoneException;
import dev.nnebench.wire.session.channel.DataIo;
import dev.nnebench.wire.session.channel.RequestLimit;
import dev.nnebench.wire.session.handshake.AgreedServices;
import dev.nnebench.wire.session.handshake.AnoHandshake;
import dev.nnebench.wire.session.handshake.NneRefusedException;
import dev.nnebench.wire.session.handshake.TnsHandshake;
import dev.nnebench.wire.session.handshake.TransportStart;
import dev.nnebench.wire.session.login.Verifiers;
import dev.nnebench.wire.tns.CompressionPolicy;
import dev.nnebench.wire.tns.ConnectPacket;
import dev.nnebench.wire.tns.PacketBytes;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.security.SecureRandom;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * One client connection, from CONNECT to EOF: TNS handshake, ANO, then TTC requests until the
 * client logs off or goes away. Runs on its own thread; whatever goes wrong ends this connection
 * only and is reported in its log line.
 */
public final class ServerSession implements Runnable, MessageSink {
  private static final int SOCKET_BUFFER = 16 * 1024;
  /* The end of a server model's wait that is parked rather than waited on the socket: longer
   * than a socket wait overshoots on a busy machine but for a rare stall. */
  private static final long PARKED_NANOS = 5_000_000L;
  private final Socket socket;
  private final ServerOptions options;
  private final Verifiers verifiers;
  private final SecureRandom random;
  private final int sessionId;
  /* Set for a connection accepted on the TCPS port: the session layers TLS over it. */
  private final SSLContext tlsContext;
  private final TtcWriter out = new TtcWriter(SOCKET_BUFFER);
  private final SessionLog log = new SessionLog();
  private final RequestLimit requestLimit;
  private final SessionTime time;
  private final TrafficMeter traffic;
  /* The server model's waits: this session's own, learning how late its parks wake. */
  private final DeadlineWait deadlines = new DeadlineWait();
  private DataIo io;
  private TlsParameters tls;
  /* ezTLS over TCPS, on the TCPS port only. */
  private TcpsBinding tcpsBinding;
  private volatile boolean connectReceived;
  private volatile boolean loggedIn;
  private volatile boolean timedOut;
  private volatile SendClock sendClock;
  private volatile boolean sendTimedOut;

  public ServerSession(Socket socket, ServerOptions options, Verifiers verifiers,
      SecureRandom random, int sessionId) {
    this(socket, options, verifiers, random, sessionId, null);
  }

  /** A connection accepted on the TCPS port: TLS with {@code tlsContext} comes first. */
  public ServerSession(Socket socket, ServerOptions options, Verifiers verifiers,
      SecureRandom random, int sessionId, SSLContext tlsContext) {
    this.tlsContext = tlsContext;
    this.socket = socket;
    this.options = options;
    this.verifiers = verifiers;
    this.random = random;
    this.sessionId = sessionId;
    this.requestLimit = new RequestLimit(options.maxLoginRequest());
    this.time = options.serverLoad().open(sessionId);
    this.traffic = new TrafficMeter(time);
  }

  @Override
  public void run() {
    try (socket) {
      serve();
    } catch (ClientGoneException gone) {
      outcome(gone.getMessage());
    } catch (NneRefusedException refused) {
      outcome("refused " + refused.getMessage());
    } catch (IOException | RuntimeException e) {
      outcome("error: " + e.getMessage());
    } catch (Error e) {
      // e.g. StackOverflowError or OutOfMemoryError: this connection's, not the server's
      outcome("error: " + e.getClass().getSimpleName()
          + (e.getMessage() == null ? "" : " " + e.getMessage()));
    } finally {
      if (io != null) {
        io.close();
      }
      if (tcpsBinding != null && tcpsBinding.bound()) {
        log.ezTlsOverTcps();
      }
      options.serverLoad().close(time);
      options.log().accept(log.line(sessionId));
    }
  }

  /**
   * The server's inbound connect timeout: closes the connection unless it has logged in by now.
   * Called from the server's timer thread.
   */
  public void inboundConnectTimeout() {
    if (loggedIn) {
      return;
    }
    timedOut = true;
    try {
      socket.close(); // wakes the session thread, which logs the connection's line
    } catch (IOException ignored) {
      // closing anyway
    }
  }

  /**
   * The server's send timeout: closes the connection if one of its sends has been blocked (the
   * client stopped reading) for longer than the timeout. Called from the server's timer thread.
   */
  public void sendTimeout(long nowNanos) {
    SendClock clock = sendClock;
    long limit = options.sendTimeout().toNanos();
    if (clock == null || limit == 0 || !clock.blockedLongerThan(nowNanos, limit)) {
      return;
    }
    sendTimedOut = true;
    try {
      socket.close(); // fails the blocked send, and the session logs its line
    } catch (IOException ignored) {
      // closing anyway
    }
  }

  void loggedIn() {
    loggedIn = true;
    requestLimit.loggedIn();
  }

  /* a timed-out connection fails with "Socket closed"; say why it was closed instead */
  private void outcome(String what) {
    if (sendTimedOut) {
      log.outcome("dropped by the send timeout (" + options.sendTimeout().toMillis()
          + " ms): the client stopped reading (ORA-12608)");
      return;
    }
    if (!timedOut) {
      log.outcome(what);
      return;
    }
    log.outcome("dropped by the inbound connect timeout ("
        + options.inboundConnectTimeout().toMillis() + " ms) "
        + (connectReceived ? "before login" : "with no CONNECT") + " (ORA-03136)");
  }

  private void serve() throws IOException {
    socket.setTcpNoDelay(true);
    Socket wire = tlsContext == null ? socket : TransportStart.handshake(socket, tlsContext);
    tls = wire instanceof SSLSocket ssl ? TlsParameters.of(ssl.getSession()) : null;
    log.tls(tls);
    tcpsBinding = tls == null ? null : new TcpsBinding(EzTlsIdentity.ofTcps(options.tls()));
    BufferedInputStream in = new BufferedInputStream(traffic.input(tcpsBinding == null
        ? wire.getInputStream() : tcpsBinding.input(wire.getInputStream())), SOCKET_BUFFER);
    if (tls == null) {
      TransportStart.refuseTlsOnPlainPort(in);
    }
    PacketReader reader = new PacketReader(in, TnsHandshake.MAX_CONNECT_LENGTH);
    if (tls != null) {
      reader.watchNetwork(socket.getInputStream());
    }
    sendClock = new SendClock(wire.getOutputStream());
    PacketWriter writer = new PacketWriter(new BufferedOutputStream(traffic.output(
        tcpsBinding == null ? sendClock : tcpsBinding.output(sendClock)), SOCKET_BUFFER));
    TnsHandshake.Result hs = TnsHandshake.run(reader, writer, options, tls != null);
    connectReceived = true;
    log.connect(hs.connect());
    if (hs.refused()) {
      log.outcome("refused ORA-12514 (service " + hs.connect().serviceName() + ")");
      return;
    }
    boolean large = hs.version() >= ConnectPacket.VERSION_LARGE_SDU;
    reader.useLargeLengths(large);
    writer.useLargeLengths(large);
    if (tcpsBinding != null) {
      tcpsBinding.useLargeLengths(large);
    }
    reader.maxPacketLength(hs.sdu());
    io = new DataIo(reader, writer, hs.sdu(), options.faults());
    io.readTimeouts(this::readTimeout);
    io.requestLimit(requestLimit);
    if (hs.compressed()) {
      io.compress(CompressionPolicy.levelName(hs.compression()),
          options.compression().threshold());
      log.compression(hs.compression(), io.bytes());
    }
    time.connect(this::pauseUntil); // the dedicated server process a real listener spawns
    byte[] first = io.readRequest();
    AgreedServices nne = AgreedServices.PLAIN;
    if (AnoPacket.isAno(first, 0, first.length)) {
      nne = AnoHandshake.run(first, io, options, random, tls != null);
      io.protection(nne.protection());
      log.nne(nne);
      tls = nne.ezTls() != null ? nne.ezTls() : tls;
      first = io.readRequest();
    }
    traffic.requestRead(false);
    new Conversation(this, options, verifiers, random, sessionId, hs.connect().serviceName(), log,
        nne).run(first);
  }

  DataIo io() {
    return io;
  }

  TrafficMeter traffic() {
    return traffic;
  }

  @Override
  public SessionTime time() {
    return time;
  }

  /** Whether this session binds its TLS certificate after logon when the client asks (TCPS). */
  boolean bindsAfterLogin() {
    return tcpsBinding != null;
  }

  /** O5LOGON's session key, for ezTLS over TCPS. */
  void afterLogin(byte[] comboKey) {
    if (tcpsBinding != null) {
      tcpsBinding.afterLogin(comboKey);
    }
  }

  /** What TLS negotiated on a TCPS or ezTLS connection; null on plain TCP without ezTLS. */
  TlsParameters tls() {
    return tls;
  }

  @Override
  public TtcWriter writer() {
    return out;
  }

  /** Sends what the call wrote so far, unless the client has broken the call meanwhile. */
  @Override
  public void flush() throws IOException {
    io.checkForBreak();
    if (out.length() > 0) {
      io.send(out.array(), 0, out.length());
      out.reset();
    }
  }

  /** What the connection's packets weighed so far, on the wire and before compression. */
  @Override
  public PacketBytes packetBytes() {
    return io == null ? PacketBytes.NONE : io.bytes();
  }

  /** Waits on the socket, so that a break or the client going away ends the wait at once. */
  @Override
  public void pause(long millis) throws IOException {
    long left = socketWait(millis, System.nanoTime() + millis * 1_000_000L);
    if (left > 0) {
      MessageSink.super.pause(left); // the next request waits its turn, as in Oracle
    }
  }

  /**
   * Waits on the socket as {@link #pause(long)} does (break-aware) in whole milliseconds, up to
   * {@link #PARKED_NANOS} and a park's lateness before the deadline, then parks until the
   * deadline. The park learns how late it wakes and, on a busy machine, ends early as often as
   * late; a socket wait that wakes past the deadline is late by all of it, so it stops well
   * before. A break in the parked stretch is seen when the call answers.
   */
  @Override
  public void pauseUntil(long deadline) throws IOException {
    long leave = deadline - deadlines.learnedLatenessNanos() - PARKED_NANOS;
    socketWait((leave - System.nanoTime()) / 1_000_000L, leave);
    deadlines.await(deadline);
  }

  /*
   * Reads the socket for a break in whole milliseconds, {@code firstMillis} first, then what is
   * left until {@code end} (System.nanoTime); a request waiting instead means no break can come:
   * the milliseconds that wait began with, else 0.
   */
  private long socketWait(long firstMillis, long end) throws IOException {
    try {
      for (long ms = firstMillis; ms > 0; ms = (end - System.nanoTime()) / 1_000_000L) {
        readTimeout((int) Math.min(ms, Integer.MAX_VALUE));
        if (io.awaitBreak()) {
          return ms;
        }
      }
      return 0;
    } finally {
      readTimeout(0);
    }
  }

  private void readTimeout(int millis) throws IOException {
    if (!socket.isClosed()) {
      socket.setSoTimeout(millis);
    }
  }
}
