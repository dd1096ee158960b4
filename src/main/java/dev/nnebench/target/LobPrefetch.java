package dev.nnebench.target;

import java.util.Locale;
import java.util.Properties;

/**
 * The LOB prefetch a client asks for ({@code oracle.jdbc.defaultLobPrefetchSize}): {@value
 * #DEFAULT} (the driver's own: 4000 bytes or characters in 19.x, 32768 in 21.x and 23.x) or 0..
 * {@value #MAX}. A LOB longer than it costs the fetch a locator and read calls, each a round trip.
 */
public final class LobPrefetch {
  /** The property the thin driver reads. */
  public static final String PROPERTY = "oracle.jdbc.defaultLobPrefetchSize";
  /** The axis value that leaves the size to the driver. */
  public static final String DEFAULT = "default";
  /** {@link #parse}'s result for {@value #DEFAULT}. */
  public static final int DRIVERS_OWN = -1;
  public static final int MAX = 1 << 30;

  private LobPrefetch() {}

  /** {@code default}, or a size; {@code 1MB}/{@code 32KB} are read as powers of two. */
  public static int parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals(DEFAULT)) {
      return DRIVERS_OWN;
    }
    long unit = t.endsWith("mb") ? 1 << 20 : t.endsWith("kb") ? 1 << 10 : 1;
    String digits = unit == 1 ? t : t.substring(0, t.length() - 2);
    try {
      long size = Long.parseLong(digits) * unit;
      if (size >= 0 && size <= MAX) {
        return (int) size;
      }
    } catch (NumberFormatException e) {
      // refused below with the fix
    }
    throw new IllegalArgumentException("lobPrefetch must be 0.." + MAX + " (or e.g. 32KB, 1MB)"
        + " or '" + DEFAULT + "' (the driver's own), got '" + text + "'");
  }

  private static Properties properties(int size) {
    Properties p = new Properties();
    p.setProperty(PROPERTY, Integer.toString(size));
    return p;
  }

  /** {@code target} whose connections ask for {@code size}; {@code target} for the default. */
  public static Target on(Target target, int size) {
    return size == DRIVERS_OWN ? target
        : new RelayedTarget(target, target.url(), "LOB prefetch " + size + " asked",
            properties(size));
  }
}
