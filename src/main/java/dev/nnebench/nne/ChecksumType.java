package dev.nnebench.nne;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An NNE data-integrity (checksum) algorithm, with every fact about it that the harness, the
 * double and the crypto benchmarks share: the name in {@code
 * oracle.net.crypto_checksum_types_client}, the id carried in the ANO data-integrity service, the
 * JCA digest and its MAC length, and whether only drivers up to 21.x offer it.
 *
 * <p>{@link #NONE} (ANO id 0) means "no checksum": level REJECTED, no types property; the driver
 * has no type of that name, so "NONE" is our spelling.
 */
public enum ChecksumType {
  NONE(0, null, 0, false),
  SHA1(3, "SHA-1", 20, false),
  SHA256(5, "SHA-256", 32, false),
  SHA384(6, "SHA-384", 48, false),
  SHA512(4, "SHA-512", 64, false),
  MD5(1, "MD5", 16, true);

  /** The connection property this enum maps to. */
  public static final String PROPERTY = "oracle.net.crypto_checksum_types_client";

  private final int anoId;
  private final String jcaName;
  private final int macLength;
  private final boolean legacy;

  ChecksumType(int anoId, String jcaName, int macLength, boolean legacy) {
    this.anoId = anoId;
    this.jcaName = jcaName;
    this.macLength = macLength;
    this.legacy = legacy;
  }

  /** The name in the driver's vocabulary, e.g. {@code SHA256}; "NONE" for {@link #NONE}. */
  public String driverName() {
    return name();
  }

  /** The id carried in the ANO data-integrity service (0 for NONE). */
  public int anoId() {
    return anoId;
  }

  /** The JCA {@code MessageDigest} name, e.g. {@code SHA-256}; null for NONE. */
  public String jcaName() {
    return jcaName;
  }

  /** Bytes of MAC appended to every payload: the digest's length (0 for NONE). */
  public int macLength() {
    return macLength;
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
    return byDriverName(text).orElseThrow(() -> new IllegalArgumentException(
        "unknown checksum '" + text + "'; use one of " + names()));
  }

  /** The type with ANO id {@code id}, if known. */
  public static Optional<ChecksumType> byAnoId(int id) {
    return Arrays.stream(values()).filter(c -> c.anoId == id).findFirst();
  }

  /** The type the driver calls {@code name} (case-insensitive), if known. */
  public static Optional<ChecksumType> byDriverName(String name) {
    String upper = name.trim().toUpperCase(Locale.ROOT);
    return Arrays.stream(values()).filter(c -> c.name().equals(upper)).findFirst();
  }

  /** All names, for help and error messages. */
  public static String names() {
    return Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", "));
  }
}
