package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.fetch.TransportReport;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * TCPS with the real drivers 18, 19, 21 and 23: the TLS handshake with the JDK's defaults (TLS
 * 1.3), then O5LOGON and exactly the rows of a shape, with NNE off; the server reports the TLS it
 * negotiated through SYS_CONTEXT('USERENV', ...).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class TcpsDriverTest {
  private static final Shape SHAPE = new Shape(500, 4, 30, 10, 2);

  @TempDir Path dir;

  /* Named, not every constant: the drivers this was proven with. */
  @ParameterizedTest
  @EnumSource(value = DriverVersion.class, names = {"V18", "V19", "V21", "V23"})
  void everyDriverFetchesExactRowsOverTls(DriverVersion driver) throws Exception {
    try (TcpsDouble tcps = new TcpsDouble(dir, ServerOptions.builder());
        Connection c = tcps.tcps(driver, RealDrivers.nne(null, null))) {
      assertExactRows(c);
      TransportReport report = TransportReport.read(c);
      // the driver's own word: its encryption algorithm is the TLS suite the server chose
      assertEquals(report.tlsCipherSuite(),
          RealDrivers.oracleString(c, "getEncryptionAlgorithmName"));
      assertEquals("tcps", report.protocol());
      assertEquals("TLSv1.3", report.tlsVersion());
      assertTrue(report.tlsCipherSuite().startsWith("TLS_AES_"), report.tlsCipherSuite());
      c.close();
      String line = tcps.awaitLines(1).get(0);
      assertTrue(line.contains(" tls=TLSv1.3/TLS_AES_") && line.contains("encryption=none")
          && line.contains("user=BENCH"), line);
    }
  }

  @Test
  void plainTcpReportsNoTls() throws Exception {
    try (TcpsDouble tcps = new TcpsDouble(dir, ServerOptions.builder());
        Connection c = tcps.tcp(DriverVersion.V23)) {
      assertEquals(new TransportReport("tcp", TransportReport.NONE, TransportReport.NONE),
          TransportReport.read(c));
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
          "select sys_context('userenv', 'TLS_VERSION') as v from dual")) {
        assertTrue(rs.next());
        assertEquals("V", rs.getMetaData().getColumnName(1));
        assertNull(rs.getString(1));
      }
    }
  }

  @Test
  void aUserenvParameterTheDoubleDoesNotKnowIsOra02003() throws Exception {
    try (TcpsDouble tcps = new TcpsDouble(dir, ServerOptions.builder());
        Connection c = tcps.tcps(DriverVersion.V23, RealDrivers.nne(null, null));
        Statement s = c.createStatement()) {
      SQLException e = assertThrows(SQLException.class,
          () -> s.executeQuery("SELECT SYS_CONTEXT('USERENV', 'NO_SUCH_THING') FROM DUAL"));
      assertEquals(2003, e.getErrorCode(), e.toString());
    }
  }

  /* As Oracle with SQLNET.IGNORE_ANO_ENCRYPTION_FOR_TCPS=TRUE: REQUIRED counts as ACCEPTED. */
  @ParameterizedTest
  @EnumSource(value = DriverVersion.class, names = {"V19", "V23"})
  void aServerRequiringNneServesTlsClientsWithoutIt(DriverVersion driver) throws Exception {
    ServerOptions.Builder required = ServerOptions.builder()
        .encryption(NneLevel.REQUIRED, ServerOptions.ALL_ENCRYPTION)
        .checksum(NneLevel.REQUIRED, ServerOptions.ALL_CHECKSUMS);
    try (TcpsDouble tcps = new TcpsDouble(dir, required);
        Connection c = tcps.tcps(driver, RealDrivers.nne(null, null))) {
      assertExactRows(c);
      c.close();
      assertTrue(tcps.awaitLines(1).get(0).contains("encryption=none checksum=none"));
      // the same server still refuses a plain TCP client without NNE
      SQLException e = assertThrows(SQLException.class, () -> tcps.tcp(driver).close());
      assertTrue(e.getMessage().contains("12660"), e.getMessage());
    }
  }

  /*
   * A client that requires NNE over TCPS gets it on top of TLS, as from Oracle: the server only
   * downgrades its own level, and ojdbc has no client-side refusal of double encryption (its
   * DOUBLE_ENCRYPTION_NOT_ALLOWED, ORA-12696, is a message the thin driver never raises). Over
   * TCPS the driver names the TLS suite as its encryption algorithm, NNE on or off; the NNE
   * checksum it still names.
   */
  @ParameterizedTest
  @EnumSource(value = DriverVersion.class, names = {"V19", "V23"})
  void aClientRequiringNneOverTlsGetsBoth(DriverVersion driver) throws Exception {
    try (TcpsDouble tcps = new TcpsDouble(dir, ServerOptions.builder());
        Connection c = tcps.tcps(driver, RealDrivers.nne("AES256", "SHA256"))) {
      assertExactRows(c);
      assertEquals("TLS_AES_256_GCM_SHA384",
          RealDrivers.oracleString(c, "getEncryptionAlgorithmName"));
      assertEquals("SHA256", RealDrivers.oracleString(c, "getDataIntegrityAlgorithmName"));
      c.close();
      String line = tcps.awaitLines(1).get(0);
      assertTrue(line.contains("encryption=AES256 checksum=SHA256 tls=TLSv1.3/"), line);
    }
  }

  static void assertExactRows(Connection c) throws SQLException {
    ShapeFetch.run(c, SHAPE, 100).assertMatches(SHAPE, "TCPS");
  }
}
