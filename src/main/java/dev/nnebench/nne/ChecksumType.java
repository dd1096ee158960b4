package dev.nnebench.nne;

import dev.nnebench.nne.ChecksumType;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * An NNE data-integrity (checksum) algorithm as named in {@code
 * oracle.net.crypto_checksum_types_client}. {@link #NONE} means "no checksum": level REJECTED, no
 * types property.
 */
public enum ChecksumType {
  NONE(false),
  SHA1(false),
  SHA256(false),
  SHA384(false),
  SHA512(false),
  MD5(true);

  /** The connection property this enum maps to. */
  public static final String PROPERTY = "oracle.net.crypto_checksum_types_client";

  private final boolean legacy;

  ChecksumType(boolean legacy) {
    this.legacy = legacy;
  }

  /** The name in the driver's vocabulary. */
  public String driverName() {
    return name();
  }

  /** Whether only drivers up to 21.x offer it (MD5 was removed in 23.x). */
  public boolean legacy() {
    return legacy;
  }

  /** The value for {@link #PROPERTY}, e.g. {@code (SHA256)}; NONE sets no property. */
  public String propertyValue() {
    return "(" + name() + ")";
  }

  /** Parses a name case-insensitively ("sha256", "none"). */
  public static ChecksumType parse(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    for (ChecksumType c : values()) {
      if (c.name().equals(t)) {
        return c;
      }
    }
    throw new IllegalArgumentException("unknown checksum '" + text + "'; use one of " + names());
  }

  /** All names, for help and error messages. */
  public static String names() {
    return Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", "));
  }
}
