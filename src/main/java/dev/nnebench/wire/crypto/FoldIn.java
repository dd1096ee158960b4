package dev.nnebench.wire.crypto;

import dev.nnebench.nne.KeySchedule;

/**
 * The authentication key fold-in: after O5LOGON both ends XOR the combo key K into the DH secret
 * Z and rekey the channel from the result. Legacy: Z[i] ^= K[i] over all of K. Updated: for
 * i < 32, both Z[i] and Z[32 + i] ^= K[i], which changes the AES key and IV and every integrity
 * seed.
 */
public final class FoldIn {
  /** The updated schedule folds K into Z twice, this far apart, and at most this much of K. */
  private static final int UPDATED_SPAN = 32;

  private FoldIn() {}

  /** A copy of {@code secret} with {@code comboKey} folded in as {@code schedule} does it. */
  public static byte[] secret(KeySchedule schedule, byte[] secret, byte[] comboKey) {
    byte[] folded = secret.clone();
    boolean updated = schedule == KeySchedule.UPDATED;
    int n = Math.min(comboKey.length, folded.length);
    if (updated) {
      n = Math.min(n, UPDATED_SPAN);
    }
    for (int i = 0; i < n; i++) {
      folded[i] ^= comboKey[i];
      if (updated && UPDATED_SPAN + i < folded.length) {
        folded[UPDATED_SPAN + i] ^= comboKey[i];
      }
    }
    return folded;
  }
}
