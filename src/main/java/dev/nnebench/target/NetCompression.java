package dev.nnebench.target;

import java.util.Locale;
import java.util.Properties;

/**
 * Oracle Net's data compression as a client asks for it: {@code oracle.net.networkCompression}
 * with {@code oracle.net.networkCompressionLevels} and {@code
 * oracle.net.networkCompressionThreshold}. Off, or on at level high (zlib), the one level every
 * thin driver implements: ojdbc advertises low when told to but has no LZO codec, and fails the
 * connect if a server picks it, so low is not offered here.
 */
public enum NetCompression {
  OFF("off"),
  HIGH("high");

  /** Switches compression on (or {@code off}, {@code auto}). */
  public static final String PROPERTY = "oracle.net.networkCompression";
  /** The levels asked for, a parenthesised list. */
  public static final String LEVELS_PROPERTY = "oracle.net.networkCompressionLevels";
  /** Bytes above which a packet is compressed. */
  public static final String THRESHOLD_PROPERTY = "oracle.net.networkCompressionThreshold";
  /** The smallest threshold ojdbc accepts (it refuses the connection below it). */
  public static final int MIN_THRESHOLD = 200;
  /** ojdbc's and Oracle's default threshold. */
  public static final int DEFAULT_THRESHOLD = 1024;
  /** The oldest ojdbc whose compression works on a channel NNE or ezTLS seals. */
  public static final int SEALED_MIN_DRIVER = 23;

  private final String label;

  NetCompression(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  public boolean on() {
    return this != OFF;
  }

  /** {@code off} or {@code high}; {@code on} is read as high, the level it means to a driver. */
  public static NetCompression parse(String text) {
    return switch (text.trim().toLowerCase(Locale.ROOT)) {
      case "off", "none" -> OFF;
      case "high", "on" -> HIGH;
      case "low" -> throw new IllegalArgumentException("compression low (LZO) is implemented by"
          + " no thin driver (ojdbc fails the connect if a server picks it); use off or high");
      default -> throw new IllegalArgumentException("compression must be off or high, got '"
          + text + "'");
    };
  }

  /** The driver properties asking for this compression with {@code threshold}. */
  public Properties properties(int threshold) {
    Properties p = new Properties();
    p.setProperty(PROPERTY, on() ? "on" : "off");
    if (on()) {
      p.setProperty(LEVELS_PROPERTY, "(" + label + ")");
      p.setProperty(THRESHOLD_PROPERTY, Integer.toString(threshold));
    }
    return p;
  }

  /** {@code target} whose connections ask for this compression; {@code target} when off. */
  public Target on(Target target, int threshold) {
    return !on() ? target : new RelayedTarget(target, target.url(), "compression " + label
        + " asked (threshold " + threshold + ")", properties(threshold));
  }
}
