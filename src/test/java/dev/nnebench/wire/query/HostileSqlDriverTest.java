package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A logged-in session survives any SQL text: at most one ORA error, then the next query. */
class HostileSqlDriverTest {
  private static final List<String> LOG = new CopyOnWriteArrayList<>();
  private static WireServer server;

  @BeforeAll
  static void start() {
    server = new WireServer(ServerOptions.builder().callHandlers(QueryService::new).log(LOG::add)
        .build()).start();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void shouldServeAQueryBehindTenThousandComments() throws SQLException {
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("/**/".repeat(10_000) + "SELECT 7 FROM DUAL")) {
      assertTrue(rs.next(), LOG.toString());
      assertEquals(7, rs.getInt(1));
    }
  }

  @Test
  void shouldAnswerHostileTextWithAnOraErrorAndStayUsable() throws SQLException {
    List<String> texts = List.of("(".repeat(50_000), "/*".repeat(30_000),
        "SELECT '" + "'".repeat(20_001) + " FROM DUAL", "\u0000\n\r\u00ff\ufffd");
    try (Connection c = connect()) {
      for (String sql : texts) {
        try (Statement s = c.createStatement()) {
          SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(sql));
          assertTrue(e.getMessage().startsWith("ORA-"), e.toString());
        }
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1 FROM DUAL")) {
          assertTrue(rs.next());
        }
      }
    }
  }

  private static Connection connect() throws SQLException {
    return RealDrivers.SHORT.connect(DriverVersion.V23, server.port(),
        RealDrivers.nne("AES256", "SHA256"));
  }
}
