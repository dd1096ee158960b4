package dev.nnebench.bench.crypto;

import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.driver.DriverVersion;
import java.util.Arrays;

/**
 * Who does the crypto. {@link #JCE} calls {@code javax.crypto} directly: the ceiling. {@link
 * #DRIVER_23} goes through ojdbc11 23.x's own NNE classes, which always delegate to JCE (23.x has no
 * AES engine of its own, which is why it ignores {@code oracle.net.useJCEAPI}). Drivers up to 21.x
 * carry their own engine too, but only under obfuscated class names, so it is compared there
 * through whole fetches ({@code useJCEAPI} true vs false), not here.
 */
public enum CryptoEngine {
  JCE,
  DRIVER_23;

  private static final int IV_BYTES = 16;
  private static final byte KEY_FILL = 0x5a;

  /** An AES-CBC engine keyed with a fixed test key (the key does not change the cost). */
  public AesCbc aes(AesAlgorithm algorithm) throws Throwable {
    byte[] key = filled(algorithm.keyBytes());
    byte[] iv = new byte[IV_BYTES];
    return switch (this) {
      case JCE -> new JceAesCbc(key, iv);
      case DRIVER_23 -> new DriverAesCbc(
          driver23(), algorithm.name(), key, iv, true);
    };
  }

  /** A checksum engine for {@code algorithm}. */
  public Digest digest(DigestAlgorithm algorithm) throws Throwable {
    return switch (this) {
      case JCE -> new JceDigest(algorithm.jceName());
      case DRIVER_23 -> new DriverDigest(
          driver23(), algorithm.name(),
          filled(AesAlgorithm.AES256.keyBytes()), filled(AesAlgorithm.AES256.keyBytes()));
    };
  }

  private static ClassLoader driver23() {
    return DriverCatalog.load(DriverVersion.V23).classLoader();
  }

  private static byte[] filled(int length) {
    byte[] bytes = new byte[length];
    Arrays.fill(bytes, KEY_FILL);
    return bytes;
  }
}
