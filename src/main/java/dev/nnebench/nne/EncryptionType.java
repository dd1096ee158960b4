package dev.nnebench.nne;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An NNE encryption algorithm, with every fact about it that the harness, the double and the
 * crypto benchmarks share: the name in {@code oracle.net.encryption_types_client}, the id carried
 * in the ANO encryption service, the key length, and whether only drivers up to 21.x offer it.
 *
 * <p>{@link #NONE} (ANO id 0) means "no encryption": a scenario with it asks for level REJECTED
 * and sets no types property; the driver has no type of that name, so "NONE" is our spelling,
 * for settings and logs only. The 3DES constants cannot start with a digit, so they are {@code
 * TDES112}/{@code TDES168}; {@link #driverName()} gives the name the driver uses. The RC4 and
 * single-DES ids of older drivers are not modelled: nothing here offers them.
 */
public enum EncryptionType {
  NONE("NONE", 0, 0, false),
  AES128("AES128", 15, 16, false),
  AES192("AES192", 16, 24, false),
  AES256("AES256", 17, 32, false),
  /** Two-key EDE (K1 K2 K1), removed in 23.x. */
  TDES112("3DES112", 11, 16, true),
  /** Three-key EDE, removed in 23.x. */
  TDES168("3DES168", 12, 24, true);

  /** The connection property this enum maps to. */
  public static final String PROPERTY = "oracle.net.encryption_types_client";

  private final String driverName;
  private final int anoId;
  private final int keyLength;
  private final boolean legacy;

  EncryptionType(String driverName, int anoId, int keyLength, boolean legacy) {
    this.driverName = driverName;
    this.anoId = anoId;
    this.keyLength = keyLength;
    this.legacy = legacy;
  }

  /** The name in the driver's vocabulary, e.g. {@code 3DES168}; "NONE" for {@link #NONE}. */
  public String driverName() {
    return driverName;
  }

  /** The id carried in the ANO encryption service (0 for NONE). */
  public int anoId() {
    return anoId;
  }

  /** Key bytes taken from the front of the Diffie-Hellman shared secret (0 for NONE). */
  public int keyLength() {
    return keyLength;
  }

  /** Whether only drivers up to 21.x offer it (3DES was removed in 23.x). */
  public boolean legacy() {
    return legacy;
  }

  /** The value for {@link #PROPERTY}, e.g. {@code (AES256)}; NONE sets no property. */
  public String propertyValue() {
    return "(" + driverName + ")";
  }

  /** Parses a constant name or driver name, case-insensitively ("aes256", "3DES168", "none"). */
  public static EncryptionType parse(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    for (EncryptionType e : values()) {
      if (e.name().equals(t) || e.driverName.equals(t)) {
        return e;
      }
    }
    throw new IllegalArgumentException(
        "unknown encryption '" + text + "'; use one of " + names());
  }

  /** The type with ANO id {@code id}, if known. */
  public static Optional<EncryptionType> byAnoId(int id) {
    return Arrays.stream(values()).filter(e -> e.anoId == id).findFirst();
  }

  /** The type the driver calls {@code name} (case-insensitive, driver names only), if known. */
  public static Optional<EncryptionType> byDriverName(String name) {
    String upper = name.trim().toUpperCase(Locale.ROOT);
    return Arrays.stream(values()).filter(e -> e.driverName.equals(upper)).findFirst();
  }

  /** The driver names of all constants, for help and error messages. */
  public static String names() {
    return Arrays.stream(values()).map(EncryptionType::driverName).collect(Collectors.joining(", "));
  }
}
