package dev.nnebench.scenario;

import java.util.Comparator;
import java.util.Locale;

/**
 * The fetch-size axis: the rows per round trip an application asks for, or {@value #DEFAULT}
 * when it sets nothing and the driver chooses (19 and 21 keep 10; 23 tunes 4..250 rows from the
 * row size it measures, unless {@code setFetchSize} is called). In a {@link Scenario} the default
 * is {@link #DRIVER_CHOOSES}.
 */
public final class FetchSize {
  /** The axis value of a cell that sets no fetch size. */
  public static final String DEFAULT = "default";
  /** {@link Scenario#fetchSize()} of a cell that sets no fetch size. */
  public static final int DRIVER_CHOOSES = 0;
  public static final int MAX = 1_000_000;

  /** Explicit sizes by number, the driver's default after them (it is usually small). */
  public static final Comparator<String> ORDER = Comparator.comparingLong(FetchSize::sortKey);

  private FetchSize() {}

  /** {@code "default"} or 1..{@value #MAX}; throws IllegalArgumentException naming the fix. */
  public static int parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals(DEFAULT)) {
      return DRIVER_CHOOSES;
    }
    try {
      int size = Integer.parseInt(t);
      if (size == DRIVER_CHOOSES) {
        throw new IllegalArgumentException(invalid(text)); // spelled "default", not 0
      }
      return check(size);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(invalid(text), e);
    }
  }

  /** The size if it is 1..{@value #MAX} or {@link #DRIVER_CHOOSES}. */
  public static int check(int size) {
    if (size != DRIVER_CHOOSES && (size < 1 || size > MAX)) {
      throw new IllegalArgumentException(invalid(Integer.toString(size)));
    }
    return size;
  }

  /** The axis value of a size: its number, or {@value #DEFAULT}. */
  public static String label(int size) {
    return size == DRIVER_CHOOSES ? DEFAULT : Integer.toString(size);
  }

  /** Whether an axis value asks for an explicit number of rows. */
  public static boolean isExplicit(String value) {
    return !value.trim().equalsIgnoreCase(DEFAULT);
  }

  private static long sortKey(String value) {
    return isExplicit(value) ? Long.parseLong(value.trim()) : Long.MAX_VALUE;
  }

  private static String invalid(String text) {
    return "fetch size must be 1.." + MAX + " or '" + DEFAULT + "' (the driver chooses), got '"
        + text + "'";
  }
}
