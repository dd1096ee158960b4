package dev.nnebench.wire.tns;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * A level of Oracle Net's data compression, as SQLNET.COMPRESSION_LEVELS names it, with the value
 * a CONNECT lists it by and an ACCEPT chooses it by. Thin clients offer only {@link #HIGH} (zlib);
 * {@link #LOW} (LZO) may be listed, as in sqlnet.ora, but the double has no LZO, so it is never
 * chosen: a client choosing it from an ACCEPT would fail the connect ("Unsupported Compression
 * Scheme" in ojdbc).
 */
public enum CompressionLevel {
  LOW(1, false),
  HIGH(2, true);

  private final int scheme;
  private final boolean implemented;

  CompressionLevel(int scheme, boolean implemented) {
    this.scheme = scheme;
    this.implemented = implemented;
  }

  /** The 4-bit value of this level in a CONNECT's level slots and an ACCEPT's scheme field. */
  public int scheme() {
    return scheme;
  }

  /** Whether the double can compress at this level, and so may choose it. */
  public boolean implemented() {
    return implemented;
  }

  /** The name as sqlnet.ora writes it, e.g. {@code high}. */
  public String sqlnetName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The level sqlnet.ora calls {@code name} (any case), if any. */
  public static Optional<CompressionLevel> byName(String name) {
    return Arrays.stream(values()).filter(l -> l.name().equalsIgnoreCase(name.trim())).findFirst();
  }

  /** The level a CONNECT slot or ACCEPT scheme value stands for, if any. */
  public static Optional<CompressionLevel> byScheme(int value) {
    return Arrays.stream(values()).filter(l -> l.scheme == value).findFirst();
  }
}
