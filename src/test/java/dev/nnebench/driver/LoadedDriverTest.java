package dev.nnebench.driver;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.sql.SQLException;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class LoadedDriverTest {

  /** A port nothing listens on: bound, then closed. */
  private static int closedPort() throws Exception {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  @Test
  void connectGoesThroughTheIsolatedDriverOverARealSocket() throws Exception {
    LoadedDriver d = DriverCatalog.load(DriverVersion.V19);
    Properties p = new Properties();
    p.setProperty("user", "bench");
    p.setProperty("password", "bench");
    String url = "jdbc:oracle:thin:@//127.0.0.1:" + closedPort() + "/FREEPDB1";
    SQLException e = assertThrows(SQLException.class, () -> d.connect(url, p));
    // the failure was raised by the 19 driver's own classes, not by the ojdbc on our class path
    assertTrue(java.util.Arrays.stream(e.getStackTrace())
        .anyMatch(f -> "ojdbc-19".equals(f.getClassLoaderName())), "thrown inside ojdbc-19");
  }

  @Test
  void foreignUrlIsRefusedWithTheUrl() {
    LoadedDriver d = DriverCatalog.load(DriverVersion.V23);
    SQLException e = assertThrows(SQLException.class,
        () -> d.connect("jdbc:postgresql://localhost/x", new Properties()));
    assertTrue(e.getMessage().contains("jdbc:postgresql"), e.getMessage());
  }

  @Test
  void reflectiveCallsFindDriverInterfacesOrReportAbsence() throws Exception {
    LoadedDriver d18 = DriverCatalog.load(DriverVersion.V18);
    assertNull(d18.call("oracle.jdbc.OracleConnection", "getEncryptionProviderName", null));
    LoadedDriver d21 = DriverCatalog.load(DriverVersion.V21);
    assertNotNull(Class.forName("oracle.jdbc.OracleConnection", false, d21.classLoader())
        .getMethod("getEncryptionProviderName"));
  }
}
