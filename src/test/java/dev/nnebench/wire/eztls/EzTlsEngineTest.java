package dev.nnebench.wire.eztls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.security.SecureRandom;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult.HandshakeStatus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The server engine against a JSSE client engine, as ojdbc runs it: TLS 1.3 in two flights, no
 * session ticket afterwards, and each sealed payload exactly one record of the announced length.
 */
@org.junit.jupiter.api.Timeout(30)
class EzTlsEngineTest {
  private static final EzTlsIdentity IDENTITY = EzTlsIdentity.create(new SecureRandom());

  @ParameterizedTest
  @ValueSource(ints = {1, 100, 8144, EzTlsEngine.MAX_RECORD_PLAINTEXT})
  void sealsOneRecordOfTheAnnouncedLengthThatTheClientOpens(int size) throws Exception {
    SSLEngine client = TlsClient.engine();
    EzTlsEngine server = TlsClient.handshake(client, IDENTITY);
    assertEquals(0, server.pendingLength(), "a session ticket after the handshake");
    EzTlsProtection p = new EzTlsProtection(server, IDENTITY);
    byte[] payload = new byte[size];
    new SecureRandom().nextBytes(payload);
    byte[] out = new byte[p.sealedLength(size)];
    assertEquals(out.length, p.seal(payload, 0, size, out, 0));
    ByteBuffer app = ByteBuffer.allocate(32_768);
    ByteBuffer in = ByteBuffer.wrap(out);
    client.unwrap(in, app);
    assertEquals(0, in.remaining(), "more than one record");
    assertArrayEquals(payload, java.util.Arrays.copyOf(app.array(), app.position()));
  }

  /** A JSSE client engine with the JDK's defaults, as ojdbc makes it (no host, no trust). */
  static final class TlsClient {
    static SSLEngine engine() throws Exception {
      SSLContext c = SSLContext.getInstance("TLS");
      c.init(null, new javax.net.ssl.TrustManager[] {new TrustingManager()}, null);
      SSLEngine e = c.createSSLEngine();
      e.setUseClientMode(true);
      return e;
    }

    static EzTlsEngine handshake(SSLEngine client, EzTlsIdentity identity) throws Exception {
      EzTlsEngine server = EzTlsEngine.start(identity.context());
      client.beginHandshake();
      byte[] flight = server.answerHello(exchange(client, new byte[0]));
      server.finish(exchange(client, flight));
      assertEquals(HandshakeStatus.NOT_HANDSHAKING, client.getHandshakeStatus());
      return server;
    }

    /* Feeds the server's records to the client; returns what the client sends back meanwhile. */
    private static byte[] exchange(SSLEngine e, byte[] records) throws Exception {
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      ByteBuffer in = ByteBuffer.wrap(records);
      ByteBuffer net = ByteBuffer.allocate(65_536);
      for (int step = 0; step < 100; step++) {
        HandshakeStatus s = run(e);
        if (s == HandshakeStatus.NEED_WRAP) {
          net.clear();
          e.wrap(ByteBuffer.allocate(0), net);
          out.write(net.array(), 0, net.position());
        } else if (s == HandshakeStatus.NEED_UNWRAP && in.hasRemaining()) {
          e.unwrap(in, ByteBuffer.allocate(65_536));
        } else {
          return out.toByteArray();
        }
      }
      throw new IllegalStateException("the client engine does not settle");
    }

    private static HandshakeStatus run(SSLEngine e) {
      for (Runnable t = e.getDelegatedTask(); t != null; t = e.getDelegatedTask()) {
        t.run();
      }
      return e.getHandshakeStatus();
    }
  }

  /** Accepts any certificate, as ezTLS clients do (the binding comes after login). */
  static final class TrustingManager implements javax.net.ssl.X509TrustManager {
    @Override
    public void checkClientTrusted(java.security.cert.X509Certificate[] chain, String auth) {}

    @Override
    public void checkServerTrusted(java.security.cert.X509Certificate[] chain, String auth) {}

    @Override
    public java.security.cert.X509Certificate[] getAcceptedIssuers() {
      return new java.security.cert.X509Certificate[0];
    }
  }
}
