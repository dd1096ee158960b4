package dev.nnebench.nne;

import dev.nnebench.nne.EncryptionType;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * An NNE encryption algorithm as named in {@code oracle.net.encryption_types_client}.
 *
 * <p>{@link #NONE} means "no encryption": a scenario with it asks for level REJECTED and sets no
 * types property (see {@link Scenario}). The 3DES constants cannot start with a digit, so they
 * are {@code TDES112}/{@code TDES168}; {@link #driverName()} gives the name the driver uses.
 */
public enum EncryptionType {
  NONE("NONE", false),
  AES128("AES128", false),
  AES192("AES192", false),
  AES256("AES256", false),
  TDES112("3DES112", true),
  TDES168("3DES168", true);

  /** The connection property this enum maps to. */
  public static final String PROPERTY = "oracle.net.encryption_types_client";

  private final String driverName;
  private final boolean legacy;

  EncryptionType(String driverName, boolean legacy) {
    this.driverName = driverName;
    this.legacy = legacy;
  }

  /** The name in the driver's vocabulary, e.g. {@code 3DES168}. */
  public String driverName() {
    return driverName;
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

  /** The driver names of all constants, for help and error messages. */
  public static String names() {
    return Arrays.stream(values()).map(EncryptionType::driverName).collect(Collectors.joining(", "));
  }
}
