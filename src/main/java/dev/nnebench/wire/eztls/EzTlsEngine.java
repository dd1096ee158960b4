package dev.nnebench.wire.eztls;

import dev.nnebench.wire.call.TlsParameters;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLEngineResult.HandshakeStatus;
import javax.net.ssl.SSLException;

/**
 * The server's TLS engine of one ezTLS connection. Its handshake records travel inside ANO
 * sub-packets ({@link #answerHello}, {@link #finish}); afterwards each DATA body is TLS records.
 * TLS 1.3 only: python-oracledb 26.1 cannot complete a 1.2 handshake inside ANO (it reads no
 * third ANO packet), so a server serving both drivers must negotiate 1.3.
 */
final class EzTlsEngine {
  /**
   * Bytes a JSSE TLS 1.3 record adds to its plaintext: the 5-byte header, the inner content type,
   * 16 zero bytes of padding (JSSE pads every 1.3 record so; OpenSSL adds none) and the 16-byte
   * AEAD tag.
   */
  static final int RECORD_OVERHEAD = 5 + 1 + 16 + 16;
  /**
   * The most plaintext one JSSE record carries: 2^14 bytes of inner plaintext, less its content
   * type byte and its 16 bytes of padding.
   */
  static final int MAX_RECORD_PLAINTEXT = 16_384 - 1 - 16;
  private static final String[] PROTOCOLS = {"TLSv1.3"};
  private final SSLEngine engine;
  private final ByteBuffer app;
  private final ByteBuffer net;
  /* Records the engine produced after the handshake (session tickets, if any): they go in front
   * of the first application record, in the same DATA packet. */
  private byte[] pending = new byte[0];

  private EzTlsEngine(SSLEngine engine) {
    this.engine = engine;
    this.app = ByteBuffer.allocate(engine.getSession().getApplicationBufferSize());
    this.net = ByteBuffer.allocate(engine.getSession().getPacketBufferSize());
  }

  /** A server engine of {@code context} that has not seen a ClientHello yet. */
  static EzTlsEngine start(SSLContext context) {
    SSLEngine e = context.createSSLEngine();
    e.setUseClientMode(false);
    e.setEnabledProtocols(PROTOCOLS);
    return new EzTlsEngine(e);
  }

  /** Feeds the client's ClientHello and returns the server's first flight. */
  byte[] answerHello(byte[] clientHello) throws IOException {
    engine.beginHandshake();
    unwrapHandshake(clientHello);
    return wrapWhileNeeded();
  }

  /** Feeds the client's second flight; the handshake must be complete afterwards. */
  void finish(byte[] clientFlight) throws IOException {
    unwrapHandshake(clientFlight);
    pending = wrapWhileNeeded();
    HandshakeStatus s = engine.getHandshakeStatus();
    if (s != HandshakeStatus.NOT_HANDSHAKING && s != HandshakeStatus.FINISHED) {
      throw new SSLException("ezTLS handshake incomplete after the client's second flight (" + s
          + ")");
    }
  }

  /** What the handshake negotiated. */
  TlsParameters parameters() {
    return TlsParameters.ezTls(engine.getSession());
  }

  /** Bytes of records produced after the handshake and not yet sent. */
  int pendingLength() {
    return pending.length;
  }

  /**
   * Seals {@code len} bytes (at most {@link #MAX_RECORD_PLAINTEXT}) as one record, preceded by
   * any pending records, into {@code out}; returns the bytes written.
   */
  int seal(byte[] in, int off, int len, byte[] out, int outOff) throws SSLException {
    int n = pending.length;
    System.arraycopy(pending, 0, out, outOff, n);
    pending = new byte[0];
    net.clear();
    SSLEngineResult r = engine.wrap(ByteBuffer.wrap(in, off, len), net);
    if (r.getStatus() != SSLEngineResult.Status.OK || r.bytesConsumed() != len) {
      throw new SSLException("TLS wrap of " + len + " bytes: " + r.getStatus());
    }
    net.flip();
    int produced = net.remaining();
    net.get(out, outOff + n, produced);
    return n + produced;
  }

  /** Opens every record in {@code body[off, off+len)}; returns their plaintext. */
  byte[] open(byte[] body, int off, int len) throws SSLException {
    ByteBuffer src = ByteBuffer.wrap(body, off, len);
    ByteArrayOutputStream plain = new ByteArrayOutputStream(len);
    while (src.hasRemaining()) {
      app.clear();
      SSLEngineResult r = engine.unwrap(src, app);
      if (r.getStatus() != SSLEngineResult.Status.OK) {
        throw new SSLException("TLS records in a DATA body: " + r.getStatus()
            + (r.getStatus() == SSLEngineResult.Status.BUFFER_UNDERFLOW
            ? " (a record does not end within its packet)" : ""));
      }
      plain.write(app.array(), 0, app.position());
    }
    return plain.toByteArray();
  }

  private void unwrapHandshake(byte[] records) throws SSLException {
    ByteBuffer src = ByteBuffer.wrap(records);
    while (src.hasRemaining()) {
      app.clear();
      SSLEngineResult r = engine.unwrap(src, app);
      runTasks();
      if (r.getStatus() != SSLEngineResult.Status.OK) {
        throw new SSLException("ezTLS handshake record from the client: " + r.getStatus());
      }
      if (app.position() > 0) {
        throw new SSLException("the client sent application data inside the ANO handshake");
      }
    }
  }

  private byte[] wrapWhileNeeded() throws SSLException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteBuffer empty = ByteBuffer.allocate(0);
    while (engine.getHandshakeStatus() == HandshakeStatus.NEED_WRAP) {
      net.clear();
      SSLEngineResult r = engine.wrap(empty, net);
      runTasks();
      if (r.getStatus() != SSLEngineResult.Status.OK) {
        throw new SSLException("ezTLS handshake: " + r.getStatus());
      }
      out.write(net.array(), 0, net.position());
    }
    return out.toByteArray();
  }

  private void runTasks() {
    for (Runnable task = engine.getDelegatedTask(); task != null;
        task = engine.getDelegatedTask()) {
      task.run();
    }
  }
}
