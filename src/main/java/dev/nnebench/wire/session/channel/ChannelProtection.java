package dev.nnebench.wire.session.channel;

import dev.nnebench.wire.crypto.DataChannel;
import dev.nnebench.wire.crypto.IntegrityException;

/**
 * {@link Protection} backed by a {@link DataChannel}. The last byte of every sealed body says
 * which keys sealed it: 0 before the authentication key fold-in, 1 after (ojdbc sets it so;
 * go-ora, which never folds, always sends 0).
 */
final class ChannelProtection implements Protection {
  private final DataChannel channel;
  private final boolean folded;

  ChannelProtection(DataChannel channel, boolean folded) {
    this.channel = channel;
    this.folded = folded;
  }

  @Override
  public int maxPayload(int maxBodyBytes) {
    return channel.maxPayload(maxBodyBytes);
  }

  @Override
  public int sealedLength(int payloadLength) {
    return channel.sealedLength(payloadLength);
  }

  @Override
  public int seal(byte[] in, int off, int len, byte[] out, int outOff) {
    int n = channel.seal(in, off, len, out, outOff);
    out[outOff + n - 1] = (byte) (folded ? 1 : 0);
    return n;
  }

  @Override
  public byte[] open(byte[] body, int off, int len) throws ChecksumMismatchException {
    try {
      return channel.open(body, off, len);
    } catch (IntegrityException e) {
      throw new ChecksumMismatchException(e.getMessage());
    }
  }

  @Override
  public boolean active() {
    return true;
  }

  @Override
  public void renew() {
    channel.renew();
  }
}
