package dev.nnebench.wire.nne;

import java.util.Locale;
import java.util.Optional;

/**
 * NNE encryption algorithms the double knows, with their ANO ids and the names the driver uses in
 * {@code oracle.net.encryption_types_client}. {@link #NONE} (id 0) has no driver name of its own:
 * the driver expresses "none" through its level, so "NONE" here is our spelling, for settings and
 * logs only.
 */
public enum EncryptionAlgorithm {
  NONE(0, "NONE", 0, false),
  AES128(15, "AES128", 16, true),
  AES192(16, "AES192", 24, true),
  AES256(17, "AES256", 32, true),
  /** Not implemented: no public source documents Oracle's 3DES key and IV derivation. */
  TRIPLE_DES112(11, "3DES112", 16, false),
  /** Not implemented: no public source documents Oracle's 3DES key and IV derivation. */
  TRIPLE_DES168(12, "3DES168", 24, false);

  private final int id;
  private final String driverName;
  private final int keyLength;
  private final boolean implemented;

  EncryptionAlgorithm(int id, String driverName, int keyLength, boolean implemented) {
    this.id = id;
    this.driverName = driverName;
    this.keyLength = keyLength;
    this.implemented = implemented;
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

  /** Whether {@link DataChannel} can run it; offer only implemented algorithms to clients. */
  public boolean implemented() {
    return implemented || this == NONE;
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
