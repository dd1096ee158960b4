package dev.nnebench.wire.session.channel;

import java.io.IOException;
import java.util.function.Supplier;

/**
 * The protection of an NNE session right after login, when the client may or may not fold the
 * authentication key into its NNE keys. The last byte of each sealed body says which: ojdbc folds
 * and sends 1 from its first packet after the phase-2 answer on; go-ora never folds and keeps
 * sending 0 under the keys of the ANO exchange. The first packet that says 1 switches this
 * connection to the folded keys for good, in both directions; until then the old keys serve.
 * Server packets follow client ones, so the choice is always made before the next seal.
 */
public final class PendingFoldIn implements Protection {
  private static final int FOLDED = 1;
  private final Supplier<Protection> folding;
  private Protection current;
  private boolean folded;

  /**
   * @param unfolded the protection of the ANO keys
   * @param folding makes the protection of the folded keys (called at most once)
   */
  public PendingFoldIn(Protection unfolded, Supplier<Protection> folding) {
    this.current = unfolded;
    this.folding = folding;
  }

  @Override
  public byte[] open(byte[] body, int off, int len) throws IOException {
    if (!folded && len > 0 && body[off + len - 1] == FOLDED) {
      current = folding.get();
      folded = true;
    }
    return current.open(body, off, len);
  }

  @Override
  public int maxPayload(int maxBodyBytes) {
    return current.maxPayload(maxBodyBytes);
  }

  @Override
  public int sealedLength(int payloadLength) {
    return current.sealedLength(payloadLength);
  }

  @Override
  public int seal(byte[] in, int off, int len, byte[] out, int outOff) {
    return current.seal(in, off, len, out, outOff);
  }

  @Override
  public void renew() {
    current.renew();
  }

  @Override
  public boolean active() {
    return true;
  }
}
