package dev.nnebench.wire.nne;

import java.util.Locale;
import java.util.Optional;

/**
 * NNE encryption algorithms the double runs (AES in both key schedules, 3DES as drivers up to 21
 * run it; the RC4 and single-DES ids of older drivers are not offered), with their ANO ids and the names the driver uses in
 * {@code oracle.net.encryption_types_client}. {@link #NONE} (id 0) has no driver name of its own:
 * the driver expresses "none" through its level, so "NONE" here is our spelling, for settings and
 * logs only.
 */
public enum EncryptionAlgorithm {
  NONE(0, "NONE", 0),
  AES128(15, "AES128", 16),
  AES192(16, "AES192", 24),
  AES256(17, "AES256", 32),
  /** Two-key EDE (K1 K2 K1), drivers up to 21 only; see TripleDesPacketCipher. */
  TRIPLE_DES112(11, "3DES112", 16),
  /** Three-key EDE, drivers up to 21 only; see TripleDesPacketCipher. */
  TRIPLE_DES168(12, "3DES168", 24);

  private final int id;
  private final String driverName;
  private final int keyLength;

  EncryptionAlgorithm(int id, String driverName, int keyLength) {
    this.id = id;
    this.driverName = driverName;
    this.keyLength = keyLength;
  }

  /** The id carried in the ANO encryption service. */
  public int id() {
    return id;
  }

  /** The name in the driver's vocabulary, e.g. "AES256" or "3DES168"; "NONE" for {@link #NONE}. */
  public String driverName() {
    return driverName;
  }

  /** Key bytes taken from the front of the shared secret (0 for NONE). */
  public int keyLength() {
    return keyLength;
  }

  /** The algorithm with ANO id {@code id}, if known. */
  public static Optional<EncryptionAlgorithm> byId(int id) {
    for (EncryptionAlgorithm algorithm : values()) {
      if (algorithm.id == id) {
        return Optional.of(algorithm);
      }
    }
    return Optional.empty();
  }

  /** The algorithm the driver calls {@code name} (case-insensitive), if known. */
  public static Optional<EncryptionAlgorithm> byDriverName(String name) {
    String upper = name.trim().toUpperCase(Locale.ROOT);
    for (EncryptionAlgorithm algorithm : values()) {
      if (algorithm.driverName.equals(upper)) {
        return Optional.of(algorithm);
      }
    }
    return Optional.empty();
  }
}
