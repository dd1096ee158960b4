package dev.nnebench.wire.server;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The real driver jars from target/drivers, each in its own class loader, so one test JVM can
 * talk to the double with every driver version.
 */
final class DriverJars {
  static final String OJDBC11_23 = "ojdbc11-23.26.4.0.0.jar";
  static final String OJDBC11_21 = "ojdbc11-21.24.0.0.jar";
  static final String OJDBC8_19 = "ojdbc8-19.29.0.0.jar";
  static final String OJDBC8_18 = "ojdbc8-18.15.0.0.jar";
  static final String[] ALL = {OJDBC11_23, OJDBC11_21, OJDBC8_19, OJDBC8_18};
  private static final Map<String, Driver> DRIVERS = new ConcurrentHashMap<>();

  private DriverJars() {}

  static Driver driver(String jar) {
    return DRIVERS.computeIfAbsent(jar, DriverJars::load);
  }

  private static Driver load(String jar) {
    Path dir = Path.of(System.getProperty("nnebench.drivers", "target/drivers"));
    Path file = dir.resolve(jar);
    if (!Files.isRegularFile(file)) {
      throw new IllegalStateException("driver jar " + file + " missing: run mvn process-resources");
    }
    try {
      URLClassLoader loader = new URLClassLoader(new URL[] {file.toUri().toURL()},
          ClassLoader.getPlatformClassLoader());
      return (Driver) Class.forName("oracle.jdbc.OracleDriver", true, loader)
          .getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | java.net.MalformedURLException e) {
      throw new IllegalStateException("cannot load the driver from " + file, e);
    }
  }

  /** Connects as bench/bench (unless {@code extra} overrides) to FREEPDB1 on the given port. */
  static Connection connect(String jar, int port, Map<String, String> extra) throws SQLException {
    return connect(jar, port, "FREEPDB1", extra);
  }

  static Connection connect(String jar, int port, String service, Map<String, String> extra)
      throws SQLException {
    return connectUrl(jar, "jdbc:oracle:thin:@//127.0.0.1:" + port + "/" + service, extra);
  }

  static Connection connectUrl(String jar, String url, Map<String, String> extra)
      throws SQLException {
    Properties p = new Properties();
    p.setProperty("user", "bench");
    p.setProperty("password", "bench");
    p.setProperty("oracle.net.CONNECT_TIMEOUT", "10000");
    p.setProperty("oracle.jdbc.ReadTimeout", "10000");
    extra.forEach(p::setProperty);
    Connection c = driver(jar).connect(url, p);
    if (c == null) {
      throw new SQLException("driver " + jar + " did not accept the URL");
    }
    return c;
  }

  /** Calls a no-argument String method of oracle.jdbc.OracleConnection (e.g. getEncryptionAlgorithmName). */
  static String oracleString(Connection c, String method) {
    try {
      Class<?> api = Class.forName("oracle.jdbc.OracleConnection", true, c.getClass().getClassLoader());
      return (String) api.getMethod(method).invoke(c);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("OracleConnection." + method + " failed", e);
    }
  }
}
