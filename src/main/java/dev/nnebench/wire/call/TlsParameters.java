package dev.nnebench.wire.call;

import javax.net.ssl.SSLSession;

/**
 * What a connection's TLS handshake negotiated, in JSSE's names: TCPS, or ezTLS (TLS negotiated
 * inside ANO on the plain TCP port).
 *
 * @param protocol e.g. {@code TLSv1.3}
 * @param cipherSuite e.g. {@code TLS_AES_256_GCM_SHA384}
 * @param ezTls whether TLS runs inside TNS on the plain port (ezTLS) rather than under it (TCPS)
 */
public record TlsParameters(String protocol, String cipherSuite, boolean ezTls) {
  /** TCPS parameters. */
  public TlsParameters(String protocol, String cipherSuite) {
    this(protocol, cipherSuite, false);
  }

  /** The parameters of an established TCPS session. */
  public static TlsParameters of(SSLSession session) {
    return new TlsParameters(session.getProtocol(), session.getCipherSuite());
  }

  /** The parameters of an established ezTLS session. */
  public static TlsParameters ezTls(SSLSession session) {
    return new TlsParameters(session.getProtocol(), session.getCipherSuite(), true);
  }
}
