package dev.nnebench.bench.crypto;

/** The NNE AES algorithms, named as in {@code oracle.net.encryption_types_client}. */
public enum AesAlgorithm {
  AES128(16),
  AES192(24),
  AES256(32);

  private final int keyBytes;

  AesAlgorithm(int keyBytes) {
    this.keyBytes = keyBytes;
  }

  public int keyBytes() {
    return keyBytes;
  }
}
