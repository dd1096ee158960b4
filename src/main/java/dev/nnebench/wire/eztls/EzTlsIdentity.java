package dev.nnebench.wire.eztls;

import dev.nnebench.wire.tls.TlsIdentity;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.cert.CertificateEncodingException;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;

/**
 * The double's ezTLS identity, as a 26ai server's in-memory wallet: an EC P-256 key and a
 * self-signed certificate made at start and never stored, and a server context that issues no
 * TLS 1.3 session tickets (a ticket would be a record of its own between the handshake and the
 * first DATA packet, which python-oracledb does not expect).
 */
public final class EzTlsIdentity {
  /*
   * JSSE issues no NewSessionTicket when the session timeout exceeds the 7-day ticket lifetime
   * limit of RFC 8446; nothing else in the public API switches TLS 1.3 tickets off per context.
   */
  private static final int NO_TICKETS_TIMEOUT_SECONDS = 604_800 + 1;
  private final TlsIdentity identity;
  private final byte[] certificateDer;
  /* Who terminates the next handshakes instead (see withMiddle), or null. */
  private final TlsIdentity middle;
  private final AtomicInteger middleHandshakes;

  private EzTlsIdentity(TlsIdentity identity, TlsIdentity middle, int middleHandshakes)
      throws CertificateEncodingException {
    this.identity = identity;
    this.certificateDer = identity.certificate().getEncoded();
    this.middle = middle;
    this.middleHandshakes = new AtomicInteger(middleHandshakes);
    withoutTickets(identity);
    if (middle != null) {
      withoutTickets(middle);
    }
  }

  /** A fresh identity; takes a few milliseconds. */
  public static EzTlsIdentity create(SecureRandom random) {
    return of(TlsIdentity.create(random), null, 0);
  }

  /**
   * A fresh identity whose first {@code handshakes} TLS handshakes present another certificate,
   * while the post-logon verification binds its own: what a client and this server see when a
   * man in the middle terminates TLS with its own certificate and relays the session (the
   * client's HMAC then names the middle's certificate). For tests of the wrong binding.
   */
  public static EzTlsIdentity withMiddle(SecureRandom random, int handshakes) {
    return of(TlsIdentity.create(random), TlsIdentity.create(random), handshakes);
  }

  private static EzTlsIdentity of(TlsIdentity own, TlsIdentity middle, int handshakes) {
    try {
      return new EzTlsIdentity(own, middle, handshakes);
    } catch (CertificateEncodingException e) {
      throw new IllegalStateException("cannot encode the ezTLS certificate: " + e.getMessage(), e);
    }
  }

  private static void withoutTickets(TlsIdentity id) {
    id.serverContext().getServerSessionContext().setSessionTimeout(NO_TICKETS_TIMEOUT_SECONDS);
  }

  /** The context of the next handshake. */
  SSLContext context() {
    return middle != null && middleHandshakes.getAndDecrement() > 0 ? middle.serverContext()
        : identity.serverContext();
  }

  byte[] certificateDer() {
    return certificateDer.clone();
  }

  /** ECDSA with SHA-256 over {@code data}, DER-encoded (verification type 0x23). */
  byte[] sign(byte[] data) {
    try {
      Signature s = Signature.getInstance("SHA256withECDSA");
      s.initSign(identity.privateKey());
      s.update(data);
      return s.sign();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("ECDSA signature: " + e.getMessage(), e);
    }
  }
}
