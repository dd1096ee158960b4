package dev.nnebench.wire.eztls;

import dev.nnebench.wire.session.channel.Protection;
import java.io.IOException;
import java.util.Arrays;
import javax.net.ssl.SSLException;

/**
 * ezTLS on the data path: each DATA body after its clear data flags is TLS records, one record
 * per packet (python-oracledb reads one record per packet), and nothing else: no NNE trailer, no
 * MAC. MARKER packets differ by driver: ojdbc sends and reads them in clear, python-oracledb
 * seals the bytes after the marker's first two (its TLS layer wraps every packet after byte 10).
 * The double opens both and answers a client's break in the form that client used.
 */
final class EzTlsProtection implements Protection {
  /** Clear bytes at the start of a MARKER payload; python seals what follows. */
  private static final int MARKER_CLEAR = 2;
  private static final int CLEAR_MARKER_LENGTH = 3;
  private final EzTlsEngine engine;
  private final EzTlsIdentity identity;
  private boolean sealedMarkers;

  EzTlsProtection(EzTlsEngine engine, EzTlsIdentity identity) {
    this.engine = engine;
    this.identity = identity;
  }

  @Override
  public int maxPayload(int maxBodyBytes) {
    int payload = Math.min(EzTlsEngine.MAX_RECORD_PLAINTEXT,
        maxBodyBytes - EzTlsEngine.RECORD_OVERHEAD - engine.pendingLength());
    if (payload <= 0) {
      throw new IllegalArgumentException("a " + maxBodyBytes + "-byte body cannot hold a TLS"
          + " record; negotiate a larger SDU");
    }
    return payload;
  }

  @Override
  public int sealedLength(int payloadLength) {
    // an empty payload makes no record (the double never sends one)
    return engine.pendingLength() + (payloadLength == 0 ? 0
        : payloadLength + EzTlsEngine.RECORD_OVERHEAD);
  }

  @Override
  public int seal(byte[] in, int off, int len, byte[] out, int outOff) {
    try {
      return engine.seal(in, off, len, out, outOff);
    } catch (SSLException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  @Override
  public byte[] open(byte[] body, int off, int len) throws IOException {
    return engine.open(body, off, len);
  }

  @Override
  public boolean active() {
    return true;
  }

  @Override
  public void renew() {
    // TLS keeps its record state across BREAK/RESET
  }

  @Override
  public Protection afterLogin(byte[] comboKey) {
    return new VerifyingProtection(this, new ServerVerification(comboKey, identity));
  }

  @Override
  public byte[] openMarker(byte[] payload) throws IOException {
    if (payload.length <= CLEAR_MARKER_LENGTH) {
      return payload;
    }
    sealedMarkers = true;
    byte[] plain = engine.open(payload, MARKER_CLEAR, payload.length - MARKER_CLEAR);
    byte[] marker = Arrays.copyOf(payload, MARKER_CLEAR + plain.length);
    System.arraycopy(plain, 0, marker, MARKER_CLEAR, plain.length);
    return marker;
  }

  @Override
  public byte[] sealMarker(byte[] payload) {
    if (!sealedMarkers) {
      return payload;
    }
    int len = payload.length - MARKER_CLEAR;
    byte[] marker = Arrays.copyOf(payload, MARKER_CLEAR + sealedLength(len));
    int n = seal(payload, MARKER_CLEAR, len, marker, MARKER_CLEAR);
    return Arrays.copyOf(marker, MARKER_CLEAR + n);
  }
}
