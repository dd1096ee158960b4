package dev.nnebench.wire.server;

import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a driver and the double's log line say about a connection's compression. */
final class NetworkCompression {
  private static final Pattern OUT = Pattern.compile(" out=(\\d+)/(\\d+) ");
  private static final Pattern IN = Pattern.compile(" in=(\\d+)/(\\d+) ");

  /** Bytes on the wire and before compression. */
  record Counts(long wire, long raw) {}

  private NetworkCompression() {}

  /**
   * Whether the driver turned compression on for {@code c}: its internal
   * {@code isNetworkCompressionEnabled()}, checked against the net property
   * {@code oracle.jdbc.negotiatedCompressionStatus} where the driver publishes its net properties
   * (21 and later, through {@code getJavaNetProperties()}).
   */
  static boolean enabled(Connection c) throws ReflectiveOperationException, SQLException {
    ClassLoader loader = c.getClass().getClassLoader();
    Class<?> internal = Class.forName("oracle.jdbc.internal.OracleConnection", true, loader);
    boolean on = (Boolean) internal.getMethod("isNetworkCompressionEnabled")
        .invoke(c.unwrap(internal));
    Class<?> api = Class.forName("oracle.jdbc.OracleConnection", true, loader);
    Method netProperties;
    try {
      netProperties = api.getMethod("getJavaNetProperties");
    } catch (NoSuchMethodException olderDriver) {
      return on;
    }
    String status = ((Properties) netProperties.invoke(c.unwrap(api)))
        .getProperty("oracle.jdbc.negotiatedCompressionStatus");
    if (!Boolean.toString(on).equals(status)) {
      throw new AssertionError("isNetworkCompressionEnabled " + on
          + " but negotiatedCompressionStatus " + status);
    }
    return on;
  }

  /** What the server sent, from its log line. */
  static Counts sent(String line) {
    return counts(OUT, line);
  }

  /** What the server received, from its log line. */
  static Counts received(String line) {
    return counts(IN, line);
  }

  private static Counts counts(Pattern p, String line) {
    Matcher m = p.matcher(line);
    if (!m.find()) {
      throw new AssertionError("no byte counts in " + line);
    }
    return new Counts(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)));
  }
}
