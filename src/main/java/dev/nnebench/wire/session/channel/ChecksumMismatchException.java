package dev.nnebench.wire.session.channel;

import java.io.IOException;

/** A client packet whose NNE checksum or padding is wrong (ORA-12599 on a real server). */
final class ChecksumMismatchException extends IOException {
  ChecksumMismatchException(String message) {
    super("ORA-12599: TNS:cryptographic checksum mismatch (" + message + ")");
  }
}
