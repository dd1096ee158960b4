package dev.nnebench.wire.eztls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.fetch.TransportReport;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * ojdbc 23.26.4 over ezTLS against the double: TLS 1.3 inside ANO, exact rows of a shape at
 * fetch sizes 1 and 1000, an ORA error that leaves the session usable, ping and logoff; a
 * query timeout (break/reset); and drivers or servers without ezTLS as before 26ai.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class EzTlsDriverTest {
  private static final Shape SHAPE = new Shape(2000, 4, 100, 10, 2);

  @ParameterizedTest(name = "{0} level {1}, fetch size {2}")
  @CsvSource({"'(EZTLS, AES256)', ACCEPTED, 1000", "'(EZTLS)', REQUIRED, 1"})
  void ojdbcFetchesExactRowsOverEzTls(String types, String level, int fetchSize)
      throws Exception {
    List<String> log = new CopyOnWriteArrayList<>();
    try (WireServer server = new WireServer(ServerOptions.builder().log(log::add).build())
        .start()) {
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of(
          EncryptionType.PROPERTY, types, "oracle.net.encryption_client", level))) {
        assertEquals("TLS_AES_256_GCM_SHA384",
            RealDrivers.oracleString(c, "getEncryptionAlgorithmName"));
        assertExactRows(c, fetchSize);
        try (Statement s = c.createStatement()) {
          SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("select nope"));
          assertTrue(e.getErrorCode() > 0, e.toString());
        }
        assertTrue(c.isValid(5));
        assertExactRows(c, fetchSize);
      }
      String line = awaitLine(log);
      assertTrue(line.contains("encryption=EZTLS checksum=none tls=TLSv1.3/TLS_AES_256_GCM_SHA384")
          && line.contains("outcome=logoff"), line);
    }
  }

  /* ojdbc sends its break and reset markers in clear even under ezTLS; the double answers so. */
  @Test
  void aQueryTimeoutBreaksTheCallAndKeepsTheSession() throws Exception {
    List<String> log = new CopyOnWriteArrayList<>();
    try (WireServer server = new WireServer(ServerOptions.builder().log(log::add).build())
        .start()) {
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(),
          Map.of(EncryptionType.PROPERTY, "(EZTLS, AES256)", "oracle.jdbc.ReadTimeout", "0"));
          Statement s = c.createStatement()) {
        s.setQueryTimeout(1);
        SQLException e = assertThrows(SQLException.class,
            () -> s.executeQuery("select nnebench_sleep(20) from dual"));
        assertEquals(1013, e.getErrorCode(), e.toString());
        assertExactRows(c, 100);
        TransportReport report = TransportReport.read(c);
        assertEquals(new TransportReport("tcp", "TLSv1.3", "TLS_AES_256_GCM_SHA384"), report);
      }
      String line = awaitLine(log);
      assertTrue(line.contains("encryption=EZTLS") && line.contains("cancelled=1"), line);
    }
  }

  /*
   * A driver without ezTLS gets NNE from a server that answers ezTLS. (ojdbc 19.29 refuses the
   * name EZTLS itself, before connecting: "Unknown ... algorithm".)
   */
  @Test
  void ojdbc19GetsNneFromAnEzTlsServer() throws Exception {
    try (WireServer server = new WireServer(ServerOptions.builder().build()).start();
        Connection c = RealDrivers.SHORT.connect(DriverVersion.V19, server.port(), Map.of(
            EncryptionType.PROPERTY, "(AES256)", "oracle.net.encryption_client",
            "REQUIRED"))) {
      assertEquals("AES256", RealDrivers.oracleString(c, "getEncryptionAlgorithmName"));
      assertExactRows(c, 100);
    }
  }

  /* A server with ezTLS off ignores the ClientHello: NNE if the client also lists AES, else none. */
  @Test
  void aServerWithEzTlsOffAnswersNneOrRefuses() throws Exception {
    ServerOptions off = ServerOptions.builder().ezTls(false)
        .encryption(NneLevel.REQUESTED, ServerOptions.ALL_ENCRYPTION).build();
    try (WireServer server = new WireServer(off).start()) {
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(),
          Map.of(EncryptionType.PROPERTY, "(EZTLS, AES256)"))) {
        assertEquals("AES256", RealDrivers.oracleString(c, "getEncryptionAlgorithmName"));
        assertExactRows(c, 100);
      }
      SQLException e = assertThrows(SQLException.class, () -> RealDrivers.SHORT.connect(
          DriverVersion.V23, server.port(), Map.of(EncryptionType.PROPERTY, "(EZTLS)",
              "oracle.net.encryption_client", "REQUIRED")).close());
      assertTrue(e.getMessage().contains("12650"), e.getMessage());
    }
  }

  static void assertExactRows(Connection c, int fetchSize) throws SQLException {
    ShapeFetch.run(c, SHAPE, fetchSize).assertMatches(SHAPE, "ezTLS, fetch size " + fetchSize);
  }

  static String awaitLine(List<String> log) throws InterruptedException {
    for (int i = 0; i < 250 && log.isEmpty(); i++) {
      Thread.sleep(20);
    }
    return log.isEmpty() ? "(no log line)" : log.get(0);
  }
}
