package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** What the newest driver sees when a query goes wrong, over AES256+SHA256, and that both sides carry on. */
class QueryServiceErrorsTest {
  private static final Map<String, String> NNE = RealDrivers.nne("AES256", "SHA256");
  private static final Shape LONG = new Shape(5000, 3, 200, 0, 1);
  @RegisterExtension static final QueryServer SERVER = new QueryServer();

  @Test
  void shouldRaiseOraclesErrorForUnknownSqlAndStayUsable() throws SQLException {
    try (Connection c = connect(); Statement s = c.createStatement()) {
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("SELECT * FROM emp"));
      assertEquals(942, e.getErrorCode());
      assertTrue(e.getMessage().contains("ORA-00942: table or view does not exist"), e.getMessage());
      assertEquals(1, selectOne(c));
    }
  }

  @Test
  void shouldReturnNoRowsForAnEmptyShape() throws SQLException {
    Shape empty = new Shape(0, 2, 10, 0, 1);
    try (Connection c = connect()) {
      ShapeFetch.run(c, empty, 10).assertMatches(empty, "empty");
    }
  }

  @Test
  void shouldCarryOnAfterAStatementClosedMidFetch() throws SQLException {
    try (Connection c = connect()) {
      for (int i = 0; i < 3; i++) {
        try (Statement s = c.createStatement()) {
          s.setFetchSize(100);
          ResultSet rs = s.executeQuery(LONG.toSql());
          for (int r = 0; r < 250; r++) {
            assertTrue(rs.next());
          }
        }
      }
      ShapeFetch.run(c, LONG, 1000).assertMatches(LONG, "after closes");
    }
  }

  @Test
  void shouldServeNewConnectionsAfterOneDropsMidFetch() throws SQLException {
    Connection dropped = connect();
    Statement s = dropped.createStatement();
    s.setFetchSize(10);
    ResultSet rs = s.executeQuery(LONG.toSql());
    assertTrue(rs.next());
    dropped.abort(Runnable::run);
    assertThrows(SQLException.class, () -> {
      while (rs.next()) {
        assertFalse(rs.getString(2).isEmpty());
      }
    });
    try (Connection c = connect()) {
      ShapeFetch.run(c, LONG, 1000).assertMatches(LONG, "after a drop");
    }
  }

  private static Connection connect() throws SQLException {
    return RealDrivers.LARGE_FETCH.connect(DriverVersion.V23, SERVER.port(), NNE);
  }

  private static int selectOne(Connection c) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1 FROM DUAL")) {
      assertTrue(rs.next());
      return rs.getInt(1);
    }
  }
}
