package dev.nnebench.wire.call;

import javax.net.ssl.SSLSession;

/**
 * What a TCPS connection's TLS handshake negotiated, in JSSE's names.
 *
 * @param protocol e.g. {@code TLSv1.3}
 * @param cipherSuite e.g. {@code TLS_AES_256_GCM_SHA384}
 */
public record TlsParameters(String protocol, String cipherSuite) {
  /** The parameters of an established session. */
  public static TlsParameters of(SSLSession session) {
    return new TlsParameters(session.getProtocol(), session.getCipherSuite());
  }
}
