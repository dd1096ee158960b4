package dev.nnebench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.nnebench.wire.server.WireServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The DataSource adapter against the in-repo double (in process, logon only, no NNE). */
class DriverDataSourceTest {
  private static WireServer server;

  @BeforeAll
  static void start() {
    server = new WireServer().start();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static DriverDataSource dataSource(DriverVersion v, String password) {
    Properties p = new Properties();
    p.setProperty(DriverDataSource.USER, "bench");
    p.setProperty(DriverDataSource.PASSWORD, password);
    return new DriverDataSource(DriverCatalog.load(v),
        "jdbc:oracle:thin:@//127.0.0.1:" + server.port() + "/FREEPDB1", p);
  }

  @Test
  void connectsThroughTheIsolatedDriver() throws SQLException {
    DriverDataSource ds = dataSource(DriverVersion.V19, "bench");
    try (Connection c = ds.getConnection()) {
      assertSame(DriverCatalog.load(DriverVersion.V19).classLoader(), c.getClass().getClassLoader());
      assertEquals(19, c.getMetaData().getDriverMajorVersion());
    }
  }

  @Test
  void explicitCredentialsOverrideTheFixedOnes() throws SQLException {
    DriverDataSource ds = dataSource(DriverVersion.V23, "wrong");
    assertThrows(SQLException.class, ds::getConnection);
    try (Connection c = ds.getConnection("bench", "bench")) {
      assertTrue(c.isValid(5));
    }
  }

  @Test
  void hikariPoolsIt() throws SQLException {
    HikariConfig config = new HikariConfig();
    config.setDataSource(dataSource(DriverVersion.V21, "bench"));
    config.setMaximumPoolSize(2);
    config.setPoolName("nnebench-test");
    try (HikariDataSource pool = new HikariDataSource(config)) {
      try (Connection c = pool.getConnection()) {
        assertTrue(c.isValid(5));
        assertSame(DriverCatalog.load(DriverVersion.V21).classLoader(),
            c.unwrap(Connection.class).getClass().getClassLoader());
      }
    }
  }
}
