package dev.nnebench.bench.crypto;

/** The NNE checksums, named as in {@code oracle.net.crypto_checksum_types_client}. */
public enum DigestAlgorithm {
  SHA1("SHA-1"),
  SHA256("SHA-256"),
  SHA384("SHA-384"),
  SHA512("SHA-512");

  private final String jceName;

  DigestAlgorithm(String jceName) {
    this.jceName = jceName;
  }

  public String jceName() {
    return jceName;
  }
}
