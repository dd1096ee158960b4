package dev.nnebench.wire.session;

import java.io.IOException;

/**
 * What NNE does to each DATA body after its two clear data-flag bytes: nothing (plain), or
 * encryption and/or a checksum. One instance per connection; not thread-safe.
 */
interface Protection {
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
      // nothing keyed, nothing to renew
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

  /** Renews the keys after a break/reset marker exchange, in step with the client. */
  void renew();
}
