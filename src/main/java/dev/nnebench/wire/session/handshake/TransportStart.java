package dev.nnebench.wire.session.handshake;

import dev.nnebench.wire.tns.TnsFormatException;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.net.Socket;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLSocket;

/**
 * What happens on a new connection before its CONNECT: the TLS handshake on the TCPS port, or on
 * the plain port a check that the client did not start one. A client on the wrong port costs its
 * connection and one log line that says which port it should use.
 */
public final class TransportStart {
  /* A TLS record starts with content type 22 (handshake) and major version 3. */
  private static final int TLS_HANDSHAKE = 0x16;
  private static final int TLS_MAJOR_VERSION = 0x03;

  private TransportStart() {}

  /**
   * Layers TLS in server mode over an accepted TCPS connection and runs the handshake. Layered
   * (rather than accepted from an SSLServerSocket) so the session keeps the plain socket, whose
   * pending bytes show a client's break while the server is answering.
   */
  public static SSLSocket handshake(Socket plain, SSLContext context) throws IOException {
    SSLSocket ssl = (SSLSocket) context.getSocketFactory().createSocket(plain, null, true);
    ssl.setUseClientMode(false);
    try {
      ssl.startHandshake();
    } catch (SSLException e) {
      throw new TnsFormatException("TLS handshake failed on the TCPS port: " + e.getMessage()
          + " (a client speaking plain TCP connects to the TCP port, or with (PROTOCOL=TCPS))");
    }
    return ssl;
  }

  /** Fails when the first bytes on a plain port are a TLS ClientHello rather than a CONNECT. */
  public static void refuseTlsOnPlainPort(BufferedInputStream in) throws IOException {
    in.mark(2);
    int first = in.read();
    int second = first < 0 ? -1 : in.read();
    in.reset();
    if (first == TLS_HANDSHAKE && second == TLS_MAJOR_VERSION) {
      throw new TnsFormatException("a TLS handshake on the plain TCP port (a TCPS client"
          + " connects to the TCPS port, or with (PROTOCOL=TCP))");
    }
  }
}
