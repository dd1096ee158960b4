package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Statement.cancel and setQueryTimeout with the real drivers: the call in progress ends with
 * ORA-01013 (ojdbc reports a query timeout with the same code), and the same connection then
 * answers the next query with exactly the rows it should, with NNE off and on.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class CancelTest {
  /** Sleeps far longer than any test waits: only a break can end it. */
  private static final String SLEEP = "SELECT NNEBENCH_SLEEP(300) FROM DUAL";
  /** About 80 MB of rows, all in one response at a fetch size of its row count. */
  private static final Shape HUGE = new Shape(400_000, 2, 100, 0, 1);
  private static final Shape SMALL = new Shape(50, 3, 20, 10, 2);

  private final List<String> log = new CopyOnWriteArrayList<>();

  @ParameterizedTest(name = "{0} {1}/{2}")
  @CsvSource({"V23, , ", "V19, , ", "V23, AES256, SHA256", "V19, AES256, SHA256",
      "V23, AES256, SHA1", "V19, , SHA1", "V21, AES192, SHA512", "V18, AES128, MD5",
      "V19, 3DES168, SHA256", "V21, 3DES112, MD5", "V12, AES256, SHA256", "V12, 3DES168, MD5"})
  void cancelShouldEndASlowQueryWithOra01013(DriverVersion driver, String enc, String sum)
      throws Exception {
    try (WireServer server = start(); Connection c = connect(server, driver, enc, sum);
        Statement s = c.createStatement()) {
      assertCancelled(Cancels.cancelUntilDone(s, () -> s.executeQuery(SLEEP)));
      assertSessionUsable(c);
    }
    assertLogged("cancelled=1");
  }

  @ParameterizedTest(name = "{0} {1}/{2}")
  @CsvSource({"V23, , ", "V19, , ", "V23, AES256, SHA256", "V19, AES256, SHA256"})
  void queryTimeoutShouldEndASlowQueryWithOra01013(DriverVersion driver, String enc, String sum)
      throws Exception {
    try (WireServer server = start(); Connection c = connect(server, driver, enc, sum)) {
      try (Statement s = c.createStatement()) {
        s.setQueryTimeout(1);
        assertCancelled(Cancels.callResult(() -> s.executeQuery(SLEEP)).get());
      }
      assertSessionUsable(c);
    }
    assertLogged("cancelled=1");
  }

  /** The break reaches the server while it is still writing one large response. */
  @ParameterizedTest(name = "{0} {1}/{2}")
  @CsvSource({"V23, , ", "V23, AES256, SHA256", "V19, AES256, SHA256"})
  void cancelShouldInterruptALargeResponse(DriverVersion driver, String enc, String sum)
      throws Exception {
    try (WireServer server = start(); Connection c = connect(server, driver, enc, sum);
        Statement s = c.createStatement()) {
      s.setFetchSize(HUGE.rows());
      assertCancelled(Cancels.cancelUntilDone(s, () -> s.executeQuery(HUGE.toSql())));
      assertSessionUsable(c);
    }
    assertLogged("cancelled=1");
  }

  private WireServer start() {
    return new WireServer(ServerOptions.builder().log(log::add).build()).start();
  }

  private static Connection connect(WireServer server, DriverVersion driver, String enc,
      String sum) throws SQLException {
    Map<String, String> properties = RealDrivers.nne(enc, sum);
    properties.putAll(Cancels.NO_READ_TIMEOUT);
    return RealDrivers.FETCH.connect(driver, server.port(), properties);
  }

  private static void assertCancelled(SQLException e) {
    assertNotNull(e, "the call completed instead of being cancelled");
    assertEquals(1013, e.getErrorCode(), e.toString());
  }

  private static void assertSessionUsable(Connection c) throws SQLException {
    RowDigest digest = new RowDigest();
    long rows = 0;
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(SMALL.toSql())) {
      int columns = rs.getMetaData().getColumnCount();
      for (; rs.next(); rows++) {
        for (int i = 1; i <= columns; i++) {
          digest.add(rs.getString(i));
        }
      }
    }
    assertEquals(SMALL.rows(), rows);
    assertEquals(RowDigest.hex(RowDigest.expected(SMALL)), RowDigest.hex(digest.value()));
  }

  private void assertLogged(String text) throws InterruptedException {
    for (int i = 0; i < 100 && log.isEmpty(); i++) {
      Thread.sleep(20);
    }
    assertEquals(1, log.size(), log.toString());
    assertTrue(log.get(0).contains(text), log.get(0));
  }
}
