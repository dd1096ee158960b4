package dev.nnebench.wire;

import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.driver.DriverVersion;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The real ojdbc drivers (from the drivers directory, each version in its own class loader via
 * {@link DriverCatalog}) connecting to the loopback double as bench/bench.
 */
public final class RealDrivers {
  /** The service name the double serves by default. */
  public static final String SERVICE = "FREEPDB1";
  /** For tests whose every call should answer within seconds (handshakes, small fetches). */
  public static final RealDrivers SHORT = new RealDrivers(10_000, 10_000);
  /** For tests that fetch a few megabytes over NNE. */
  public static final RealDrivers FETCH = new RealDrivers(10_000, 20_000);
  /** For tests that fetch large shapes (up to a gigabyte) on two shared cores. */
  public static final RealDrivers LARGE_FETCH = new RealDrivers(20_000, 120_000);

  private static final String USER = "bench";
  private static final String PASSWORD = "bench";

  /** The driver's connect and read timeouts, in milliseconds. */
  private final int connectMillis;
  private final int readMillis;

  private RealDrivers(int connectMillis, int readMillis) {
    this.connectMillis = connectMillis;
    this.readMillis = readMillis;
  }

  /** Connects to {@link #SERVICE} on the loopback port; {@code extra} may override anything. */
  public Connection connect(DriverVersion version, int port,
      Map<String, String> extra) throws SQLException {
    return connect(version, port, SERVICE, extra);
  }

  /** Connects to a named service on the loopback port. */
  public Connection connect(DriverVersion version, int port, String service,
      Map<String, String> extra) throws SQLException {
    return connectUrl(version, "jdbc:oracle:thin:@//127.0.0.1:" + port + "/" + service, extra);
  }

  /** Connects with a full JDBC URL, e.g. a descriptor that sets the SDU. */
  public Connection connectUrl(DriverVersion version, String url,
      Map<String, String> extra) throws SQLException {
    Properties p = new Properties();
    p.setProperty("user", USER);
    p.setProperty("password", PASSWORD);
    p.setProperty("oracle.net.CONNECT_TIMEOUT", Integer.toString(connectMillis));
    p.setProperty("oracle.jdbc.ReadTimeout", Integer.toString(readMillis));
    extra.forEach(p::setProperty);
    return DriverCatalog.load(version).connect(url, p);
  }

  /** Client properties for NNE off (null encryption), or REQUIRED encryption and checksum. */
  public static Map<String, String> nne(String encryption, String checksum) {
    Map<String, String> p = new HashMap<>();
    boolean on = encryption != null;
    p.put("oracle.net.encryption_client", on ? "REQUIRED" : "REJECTED");
    p.put("oracle.net.crypto_checksum_client", on ? "REQUIRED" : "REJECTED");
    if (on) {
      p.put("oracle.net.encryption_types_client", "(" + encryption + ")");
      p.put("oracle.net.crypto_checksum_types_client", "(" + checksum + ")");
    }
    return p;
  }

  /**
   * Calls a no-argument String method of the driver's oracle.jdbc.OracleConnection, e.g.
   * getEncryptionAlgorithmName, and returns what it reports as is (null and case included).
   */
  public static String oracleString(Connection c, String method) {
    try {
      Class<?> api =
          Class.forName("oracle.jdbc.OracleConnection", true, c.getClass().getClassLoader());
      return (String) api.getMethod(method).invoke(c);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("OracleConnection." + method + " failed", e);
    }
  }
}
