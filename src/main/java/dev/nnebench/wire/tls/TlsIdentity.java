package dev.nnebench.wire.tls;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * The double's TLS identity, made at start and never stored: an EC P-256 key pair, a self-signed
 * certificate for it, the server's SSLContext (its key store lives in memory only), and a trust
 * store file holding the certificate alone, for the clients.
 */
public final class TlsIdentity {
  /** The trust store's format: PKCS12 without a password (certificates only, nothing secret). */
  public static final String TRUST_STORE_TYPE = "PKCS12";
  private static final String COMMON_NAME = "nnebench loopback double";
  private static final Duration VALIDITY = Duration.ofDays(366);
  private static final String ALIAS = "nnebench";
  private static final int KEY_PASSWORD_CHARS = 32;

  private final X509Certificate certificate;
  private final PrivateKey privateKey;
  private final SSLContext serverContext;

  private TlsIdentity(X509Certificate certificate, PrivateKey privateKey,
      SSLContext serverContext) {
    this.certificate = certificate;
    this.privateKey = privateKey;
    this.serverContext = serverContext;
  }

  /** Makes a new key pair and certificate; takes a few milliseconds. */
  public static TlsIdentity create(SecureRandom random) {
    try {
      KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
      generator.initialize(new ECGenParameterSpec("secp256r1"), random);
      KeyPair keys = generator.generateKeyPair();
      X509Certificate cert = SelfSignedCertificate.create(keys, COMMON_NAME, VALIDITY, random);
      return new TlsIdentity(cert, keys.getPrivate(), serverContext(keys, cert, random));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("cannot make the TLS identity: " + e.getMessage(), e);
    }
  }

  /* The key store exists only here; its password is random and forgotten with it. */
  private static SSLContext serverContext(KeyPair keys, X509Certificate cert, SecureRandom random)
      throws GeneralSecurityException {
    char[] password = new char[KEY_PASSWORD_CHARS];
    for (int i = 0; i < password.length; i++) {
      password[i] = (char) ('a' + random.nextInt(26));
    }
    try {
      KeyStore store = KeyStore.getInstance("PKCS12");
      store.load(null, null);
      store.setKeyEntry(ALIAS, keys.getPrivate(), password, new Certificate[] {cert});
      KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
      kmf.init(store, password);
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(kmf.getKeyManagers(), null, random);
      return context;
    } catch (IOException e) {
      throw new GeneralSecurityException("in-memory key store: " + e.getMessage(), e);
    } finally {
      java.util.Arrays.fill(password, '\0');
    }
  }

  public X509Certificate certificate() {
    return certificate;
  }

  /** The certificate's EC private key, for signing with it outside TLS (ezTLS). */
  public PrivateKey privateKey() {
    return privateKey;
  }

  /** The server side's context: its key manager presents {@link #certificate()}. */
  public SSLContext serverContext() {
    return serverContext;
  }

  /**
   * Writes a trust store holding the certificate only (no key, no password) to a new temporary
   * directory removed when the JVM exits; returns the file.
   */
  public Path writeTrustStore() {
    try {
      Path dir = Files.createTempDirectory("nnebench-tls-");
      dir.toFile().deleteOnExit();
      Path file = dir.resolve("truststore.p12");
      writeTrustStore(file);
      file.toFile().deleteOnExit();
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the TLS trust store: " + e.getMessage(), e);
    }
  }

  /** Writes the certificate-only trust store to {@code file}. */
  public void writeTrustStore(Path file) throws IOException {
    try (OutputStream out = Files.newOutputStream(file)) {
      KeyStore store = KeyStore.getInstance(TRUST_STORE_TYPE);
      store.load(null, null);
      store.setCertificateEntry(ALIAS, certificate);
      storeWithoutProtection(store, out);
    } catch (GeneralSecurityException e) {
      throw new IOException("trust store: " + e.getMessage(), e);
    }
  }

  /*
   * A PKCS12 file without MAC and with its certificate unencrypted, so a driver opens it with
   * any password or none (stored with a null password, the JDK still encrypts the certificate,
   * and a null-password load then finds no entry). The JDK takes these two settings only from
   * (system or security) properties, read when it stores; they are set for that call alone.
   */
  private static synchronized void storeWithoutProtection(KeyStore store, OutputStream out)
      throws IOException, GeneralSecurityException {
    String[] keys = {"keystore.pkcs12.certProtectionAlgorithm", "keystore.pkcs12.macAlgorithm"};
    String[] before = new String[keys.length];
    for (int i = 0; i < keys.length; i++) {
      before[i] = System.setProperty(keys[i], "NONE");
    }
    try {
      store.store(out, null);
    } finally {
      for (int i = 0; i < keys.length; i++) {
        if (before[i] == null) {
          System.clearProperty(keys[i]);
        } else {
          System.setProperty(keys[i], before[i]);
        }
      }
    }
  }
}
