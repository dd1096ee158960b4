package dev.nnebench.wire.nne;

import java.util.Locale;
import java.util.Optional;

/**
 * NNE crypto-checksum (data integrity) algorithms, with their ANO ids and the names the driver
 * uses in {@code oracle.net.crypto_checksum_types_client}. {@link #NONE} (id 0) is our spelling
 * for "no checksum"; the driver has no such type name.
 */
public enum ChecksumAlgorithm {
  NONE(0, "NONE", null, 0),
  MD5(1, "MD5", "MD5", 16),
  SHA1(3, "SHA1", "SHA-1", 20),
  SHA512(4, "SHA512", "SHA-512", 64),
  SHA256(5, "SHA256", "SHA-256", 32),
  SHA384(6, "SHA384", "SHA-384", 48);

  private final int id;
  private final String driverName;
  private final String jcaName;
  private final int macLength;

  ChecksumAlgorithm(int id, String driverName, String jcaName, int macLength) {
    this.id = id;
    this.driverName = driverName;
    this.jcaName = jcaName;
    this.macLength = macLength;
  }

  /** The id carried in the ANO data integrity service. */
  public int id() {
    return id;
  }

  /** The name in the driver's vocabulary, e.g. "SHA256"; "NONE" for {@link #NONE}. */
  public String driverName() {
    return driverName;
  }

  /** Bytes of MAC appended to every payload (0 for NONE). */
  public int macLength() {
    return macLength;
  }

  /** The JCA MessageDigest name; null for NONE. */
  String jcaName() {
    return jcaName;
  }

  /** Whether the MAC keys come from the RC4 generator (MD5, SHA1) rather than the AES one. */
  boolean usesRc4KeyGenerator() {
    return this == MD5 || this == SHA1;
  }

  /** The algorithm with ANO id {@code id}, if known. */
  public static Optional<ChecksumAlgorithm> byId(int id) {
    for (ChecksumAlgorithm algorithm : values()) {
      if (algorithm.id == id) {
        return Optional.of(algorithm);
      }
    }
    return Optional.empty();
  }

  /** The algorithm the driver calls {@code name} (case-insensitive), if known. */
  public static Optional<ChecksumAlgorithm> byDriverName(String name) {
    String upper = name.trim().toUpperCase(Locale.ROOT);
    for (ChecksumAlgorithm algorithm : values()) {
      if (algorithm.driverName.equals(upper)) {
        return Optional.of(algorithm);
      }
    }
    return Optional.empty();
  }
}
