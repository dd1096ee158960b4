package dev.nnebench.wire.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.util.Collections;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The trust store a client is given trusts the server context's certificate, and only it. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class TlsIdentityTest {
  private final SecureRandom random = new SecureRandom();

  @Test
  void theTrustStoreHoldsTheCertificateAloneAndNeedsNoPassword(@TempDir Path dir)
      throws Exception {
    TlsIdentity identity = TlsIdentity.create(random);
    Path file = dir.resolve("trust.p12");
    identity.writeTrustStore(file);

    KeyStore store = load(file);
    assertEquals(1, store.size());
    String alias = Collections.list(store.aliases()).get(0);
    assertTrue(store.isCertificateEntry(alias));
    assertEquals(identity.certificate(), store.getCertificate(alias));
  }

  @Test
  void aClientTrustingTheStoreCompletesAHandshakeAndEchoes(@TempDir Path dir) throws Exception {
    TlsIdentity identity = TlsIdentity.create(random);
    Path file = dir.resolve("trust.p12");
    identity.writeTrustStore(file);

    assertEquals(42, echoOnce(identity, clientTrusting(load(file))));
  }

  @Test
  void aClientTrustingAnotherIdentityRefusesTheHandshake(@TempDir Path dir) throws Exception {
    Path other = dir.resolve("other.p12");
    TlsIdentity.create(random).writeTrustStore(other);

    assertThrows(javax.net.ssl.SSLException.class,
        () -> echoOnce(TlsIdentity.create(random), clientTrusting(load(other))));
  }

  @Test
  void writesTheDefaultTrustStoreToAFreshTemporaryFile() throws Exception {
    Path file = TlsIdentity.create(random).writeTrustStore();
    assertTrue(Files.isRegularFile(file));
    assertTrue(file.getParent().getFileName().toString().startsWith("nnebench-tls-"));
    assertEquals(1, load(file).size());
  }

  private static KeyStore load(Path file) throws Exception {
    KeyStore store = KeyStore.getInstance(TlsIdentity.TRUST_STORE_TYPE);
    try (InputStream in = Files.newInputStream(file)) {
      store.load(in, null);
    }
    return store;
  }

  private SSLContext clientTrusting(KeyStore store) throws Exception {
    TrustManagerFactory tmf =
        TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(store);
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(null, tmf.getTrustManagers(), random);
    return context;
  }

  /* One byte through a TLS server socket of the identity and back. */
  private static int echoOnce(TlsIdentity identity, SSLContext client) throws Exception {
    try (SSLServerSocket server = (SSLServerSocket) identity.serverContext()
        .getServerSocketFactory().createServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CompletableFuture<Void> served = CompletableFuture.runAsync(() -> {
        try (SSLSocket s = (SSLSocket) server.accept()) {
          s.getOutputStream().write(s.getInputStream().read());
          s.getOutputStream().flush();
        } catch (java.io.IOException e) {
          // the client's failure is what the test checks
        }
      });
      try (SSLSocket s = (SSLSocket) client.getSocketFactory()
          .createSocket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
        OutputStream out = s.getOutputStream();
        out.write(42);
        out.flush();
        int echoed = s.getInputStream().read();
        served.get(10, TimeUnit.SECONDS);
        return echoed;
      }
    }
  }
}
