package dev.nnebench.wire.session.channel;

import java.io.IOException;

/**
 * What NNE does to each DATA body after its two clear data-flag bytes: nothing (plain), or
 * encryption and/or a checksum. One instance per connection; not thread-safe.
 */
public interface Protection {
  Protection PLAIN = new Protection() {
    @Override
    public int maxPayload(int maxBodyBytes) {
      return maxBodyBytes;
    }

    @Override
    public int sealedLength(int payloadLength) {
      return payloadLength;
    }

    @Override
    public int seal(byte[] in, int off, int len, byte[] out, int outOff) {
      System.arraycopy(in, off, out, outOff, len);
      return len;
    }

    @Override
    public byte[] open(byte[] body, int off, int len) {
      return java.util.Arrays.copyOfRange(body, off, off + len);
    }

    @Override
    public boolean active() {
      return false;
    }

    @Override
    public void renew() {
      // nothing to renew without NNE
    }
  };

  /** The largest payload whose sealed form fits in {@code maxBodyBytes}. */
  int maxPayload(int maxBodyBytes);

  int sealedLength(int payloadLength);

  /** Seals a server-to-client payload into {@code out}; returns the sealed length. */
  int seal(byte[] in, int off, int len, byte[] out, int outOff);

  /** Opens a client-to-server body; throws if the checksum or padding is wrong. */
  byte[] open(byte[] body, int off, int len) throws IOException;

  /** Whether NNE is on (encryption or checksum). */
  boolean active();

  /**
   * The key renewal after a BREAK/RESET marker (see {@code DataChannel.renew}): call it once the
   * server has sent its marker and before it seals its next DATA body, which is when the driver
   * renews too (on reading that body); client packets sealed before then still use the old state.
   */
  void renew();

  /**
   * What this protection becomes once O5LOGON has produced {@code comboKey}; NNE's fold-in is
   * arranged by the session itself, so by default nothing changes.
   */
  default Protection afterLogin(byte[] comboKey) {
    return this;
  }

  /** A client's MARKER payload as a clear one; only ezTLS sees sealed markers (python). */
  default byte[] openMarker(byte[] payload) throws IOException {
    return payload;
  }

  /** The server's MARKER payload in the form the client sends its own. */
  default byte[] sealMarker(byte[] payload) {
    return payload;
  }
}
