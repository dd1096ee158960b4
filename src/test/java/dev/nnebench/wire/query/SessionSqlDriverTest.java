package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every real driver runs the session SQL other clients send: ALTER SESSION and DUAL functions. */
class SessionSqlDriverTest {
  @RegisterExtension static final QueryServer SERVER = new QueryServer();

  @ParameterizedTest
  @EnumSource(DriverVersion.class)
  void shouldAlterTheSessionAndAnswerSessionFunctions(DriverVersion driver) throws SQLException {
    try (Connection c = RealDrivers.SHORT.connect(driver, SERVER.port(), Map.of());
        Statement s = c.createStatement()) {
      assertFalse(s.execute("ALTER SESSION SET NLS_DATE_FORMAT = 'YYYY-MM-DD'"), "no result set");
      assertEquals("+00:00", single(s, "SELECT DBTIMEZONE FROM DUAL"));
      assertEquals("+00:00", single(s, "select sessiontimezone from dual"));
      assertEquals("BENCH", single(s, "SELECT USER FROM DUAL"));
      s.execute("alter session set time_zone = 'UTC'"); // twice on one statement: re-executed
      assertEquals("BENCH", single(s, "SELECT USER FROM DUAL"));
    }
  }

  @ParameterizedTest
  @EnumSource(DriverVersion.class)
  void shouldRunAQueryInAReadOnlyTransactionAndRollBack(DriverVersion driver) throws SQLException {
    try (Connection c = RealDrivers.SHORT.connect(driver, SERVER.port(), Map.of());
        Statement s = c.createStatement()) {
      c.setAutoCommit(false);
      assertFalse(s.execute("SET TRANSACTION READ ONLY"), "no result set");
      assertEquals("BENCH", single(s, "SELECT USER FROM DUAL"));
      c.rollback();
    }
  }

  private static String single(Statement s, String sql) throws SQLException {
    try (ResultSet rs = s.executeQuery(sql)) {
      assertTrue(rs.next(), sql);
      String value = rs.getString(1);
      assertFalse(rs.next(), sql);
      return value;
    }
  }
}
