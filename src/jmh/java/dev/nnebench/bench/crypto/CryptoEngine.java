package dev.nnebench.bench.crypto;

import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import java.util.Arrays;
import java.util.Set;

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
  private static final Set<EncryptionType> AES =
      Set.of(EncryptionType.AES128, EncryptionType.AES192, EncryptionType.AES256);
  /* The checksum keys' length: what an AES256 session hands the driver's checksum object. */
  private static final int CHECKSUM_KEY_BYTES = EncryptionType.AES256.keyLength();

  /** An AES-CBC engine keyed with a fixed test key (the key does not change the cost). */
  public AesCbc aes(EncryptionType algorithm) throws Throwable {
    if (!AES.contains(algorithm)) {
      throw new IllegalArgumentException(algorithm.driverName() + " is not AES; use one of "
          + AES.stream().map(EncryptionType::driverName).sorted().toList());
    }
    byte[] key = filled(algorithm.keyLength());
    byte[] iv = new byte[IV_BYTES];
    return switch (this) {
      case JCE -> new JceAesCbc(key, iv);
      case DRIVER_23 -> new DriverAesCbc(
          driver23(), algorithm.driverName(), key, iv, true);
    };
  }

  /** A checksum engine for {@code algorithm} (not NONE). */
  public Digest digest(ChecksumType algorithm) throws Throwable {
    if (algorithm == ChecksumType.NONE) {
      throw new IllegalArgumentException("NONE has no digest; name a checksum such as SHA256");
    }
    return switch (this) {
      case JCE -> new JceDigest(algorithm.jcaName());
      case DRIVER_23 -> new DriverDigest(
          driver23(), algorithm.driverName(),
          filled(CHECKSUM_KEY_BYTES), filled(CHECKSUM_KEY_BYTES));
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
