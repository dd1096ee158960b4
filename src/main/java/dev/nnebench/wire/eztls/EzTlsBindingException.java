package dev.nnebench.wire.eztls;

import java.io.IOException;

/**
 * The client's post-logon verification does not bind this server's certificate to the session
 * key; the connection ends, as one whose NNE checksum fails does.
 */
public final class EzTlsBindingException extends IOException {
  EzTlsBindingException(String message) {
    super("ezTLS server verification failed: " + message);
  }
}
