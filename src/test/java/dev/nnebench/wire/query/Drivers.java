package dev.nnebench.wire.query;

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
 * The four driver jars of target/drivers, each loaded once in its own class loader (parent: the
 * platform loader), so versions never mix with each other or with the ojdbc on the class path.
 */
final class Drivers {
  /** Jar names in target/drivers, newest first. */
  static final String[] JARS = {
    "ojdbc11-23.26.4.0.0.jar", "ojdbc11-21.24.0.0.jar", "ojdbc8-19.29.0.0.jar", "ojdbc8-18.15.0.0.jar"
  };
  static final String NEWEST = JARS[0];

  private static final Map<String, Driver> LOADED = new ConcurrentHashMap<>();

  private Drivers() {}

  static Connection connect(String jar, int port, Properties extra) throws SQLException {
    Properties p = new Properties();
    p.setProperty("user", "bench");
    p.setProperty("password", "bench");
    p.setProperty("oracle.net.CONNECT_TIMEOUT", "20000");
    p.setProperty("oracle.jdbc.ReadTimeout", "120000");
    p.putAll(extra);
    Driver driver = LOADED.computeIfAbsent(jar, Drivers::load);
    Connection c = driver.connect("jdbc:oracle:thin:@//127.0.0.1:" + port + "/FREEPDB1", p);
    if (c == null) {
      throw new SQLException(jar + " refused the URL");
    }
    return c;
  }

  /** Client properties for NNE off, or for REQUIRED encryption and checksum algorithms. */
  static Properties nne(String encryption, String checksum) {
    Properties p = new Properties();
    boolean on = encryption != null;
    p.setProperty("oracle.net.encryption_client", on ? "REQUIRED" : "REJECTED");
    p.setProperty("oracle.net.crypto_checksum_client", on ? "REQUIRED" : "REJECTED");
    if (on) {
      p.setProperty("oracle.net.encryption_types_client", "(" + encryption + ")");
      p.setProperty("oracle.net.crypto_checksum_types_client", "(" + checksum + ")");
    }
    return p;
  }

  private static Driver load(String jar) {
    Path dir = Path.of(System.getProperty("nnebench.drivers", "target/drivers"));
    Path path = dir.resolve(jar);
    if (!Files.isRegularFile(path)) {
      throw new IllegalStateException("driver jar " + path + " missing; run mvn package first");
    }
    try {
      URLClassLoader loader = new URLClassLoader(new URL[] {path.toUri().toURL()},
          ClassLoader.getPlatformClassLoader());
      return (Driver) Class.forName("oracle.jdbc.OracleDriver", true, loader)
          .getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | java.io.IOException e) {
      throw new IllegalStateException("cannot load " + path + ": " + e, e);
    }
  }
}
