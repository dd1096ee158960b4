package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** Cursor life cycles with the newest driver over AES256+SHA384. */
class QueryServiceCursorsTest {
  private static final Shape REPEATED = new Shape(700, 4, 120, 30, 10);

  @Test
  void shouldKeepSeveralCursorsOpenAndInterleaveTheirFetches() throws SQLException {
    Shape other = new Shape(333, 2, 40, 0, 1);
    try (WireServer server = new WireServer(ServerOptions.builder().build()).start();
        Connection c = connect(server);
        Statement a = c.createStatement();
        Statement b = c.createStatement()) {
      a.setFetchSize(7);
      b.setFetchSize(50);
      RowDigest da = new RowDigest();
      RowDigest db = new RowDigest();
      try (ResultSet ra = a.executeQuery(REPEATED.toSql()); ResultSet rb = b.executeQuery(other.toSql())) {
        boolean moreA = true;
        boolean moreB = true;
        while (moreA || moreB) {
          moreA = moreA && read(ra, da);
          moreB = moreB && read(rb, db);
        }
      }
      assertEquals(RowDigest.expected(REPEATED), da.value());
      assertEquals(RowDigest.expected(other), db.value());
    }
  }

  @Test
  void shouldRerunAPreparedStatementAndAnswerCommitAndRollback() throws SQLException {
    try (WireServer server = new WireServer(ServerOptions.builder().build()).start();
        Connection c = connect(server)) {
      c.setAutoCommit(false);
      try (PreparedStatement ps = c.prepareStatement(REPEATED.toSql())) {
        ps.setFetchSize(100);
        for (int run = 0; run < 3; run++) {
          RowDigest d = new RowDigest();
          try (ResultSet rs = ps.executeQuery()) {
            while (read(rs, d)) {
              assertTrue(d.cells() > 0);
            }
          }
          assertEquals(RowDigest.expected(REPEATED), d.value(), "run " + run);
        }
      }
      c.commit();
      c.rollback();
    }
  }

  @Test
  void shouldDeliverRepeatedRowsWithDuplicateCompressionOff() throws SQLException {
    ServerOptions plain = ServerOptions.builder().callHandlers(QueryService.factory(false)).build();
    try (WireServer server = new WireServer(plain).start(); Connection c = connect(server)) {
      ShapeFetch.run(c, REPEATED, 10).assertMatches(REPEATED, "compression off");
    }
  }

  private static boolean read(ResultSet rs, RowDigest d) throws SQLException {
    if (!rs.next()) {
      return false;
    }
    int columns = rs.getMetaData().getColumnCount();
    for (int i = 1; i <= columns; i++) {
      d.add(rs.getString(i));
    }
    return true;
  }

  private static Connection connect(WireServer server) throws SQLException {
    return RealDrivers.LARGE_FETCH.connect(DriverVersion.V23, server.port(),
        RealDrivers.nne("AES256", "SHA384"));
  }
}
