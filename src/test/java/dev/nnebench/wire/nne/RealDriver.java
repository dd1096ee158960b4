package dev.nnebench.wire.nne;

import java.net.MalformedURLException;
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

/** One real ojdbc jar from target/drivers in its own class loader, connected as bench/bench. */
final class RealDriver {
  private static final Map<String, Driver> LOADED = new ConcurrentHashMap<>();

  private RealDriver() {}

  static Connection connect(String jar, int port, Map<String, String> extra) throws SQLException {
    Properties p = new Properties();
    p.setProperty("user", "bench");
    p.setProperty("password", "bench");
    p.setProperty("oracle.net.CONNECT_TIMEOUT", "10000");
    p.setProperty("oracle.jdbc.ReadTimeout", "20000");
    p.putAll(extra);
    Driver driver = LOADED.computeIfAbsent(jar, RealDriver::load);
    return driver.connect("jdbc:oracle:thin:@//127.0.0.1:" + port + "/FREEPDB1", p);
  }

  /** A no-argument String method of oracle.jdbc.OracleConnection, e.g. the negotiated cipher. */
  static String oracleString(Connection c, String method) {
    try {
      Class<?> api =
          Class.forName("oracle.jdbc.OracleConnection", true, c.getClass().getClassLoader());
      return (String) api.getMethod(method).invoke(c);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("OracleConnection." + method + " failed", e);
    }
  }

  private static Driver load(String jar) {
    Path file = Path.of(System.getProperty("nnebench.drivers", "target/drivers")).resolve(jar);
    if (!Files.isRegularFile(file)) {
      throw new IllegalStateException("driver jar " + file + " missing: run mvn process-resources");
    }
    try {
      URLClassLoader loader = new URLClassLoader(new URL[] {file.toUri().toURL()},
          ClassLoader.getPlatformClassLoader());
      return (Driver) Class.forName("oracle.jdbc.OracleDriver", true, loader)
          .getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | MalformedURLException e) {
      throw new IllegalStateException("cannot load the driver from " + file, e);
    }
  }
}
