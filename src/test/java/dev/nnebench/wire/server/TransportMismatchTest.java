package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A real driver on the wrong port: plain TCP to the TCPS port, TLS to the plain port. Each costs
 * its connection and one log line that names the problem; the server keeps serving both ports.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class TransportMismatchTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(value = DriverVersion.class, names = {"V19", "V23"})
  void plainTcpToTheTlsPortCostsOneConnection(DriverVersion driver) throws Exception {
    try (TcpsDouble tcps = new TcpsDouble(dir, ServerOptions.builder())) {
      assertThrows(SQLException.class, () -> tcps.tcpToTlsPort(driver).close());
      assertOneLine(tcps.awaitLines(1), "TLS handshake failed on the TCPS port");
      assertBothPortsServe(tcps, driver, 3);
    }
  }

  @ParameterizedTest
  @EnumSource(value = DriverVersion.class, names = {"V19", "V23"})
  void tlsToThePlainPortCostsOneConnection(DriverVersion driver) throws Exception {
    try (TcpsDouble tcps = new TcpsDouble(dir, ServerOptions.builder())) {
      assertThrows(SQLException.class, () -> tcps.tcpsToPlainPort(driver).close());
      assertOneLine(tcps.awaitLines(1), "a TLS handshake on the plain TCP port");
      assertBothPortsServe(tcps, driver, 3);
    }
  }

  private static void assertOneLine(List<String> lines, String problem) {
    assertEquals(1, lines.size(), lines.toString());
    assertTrue(lines.get(0).contains("outcome=error: " + problem), lines.get(0));
  }

  private static void assertBothPortsServe(TcpsDouble tcps, DriverVersion driver, int lines)
      throws Exception {
    try (Connection c = tcps.tcps(driver, RealDrivers.nne(null, null))) {
      TcpsDriverTest.assertExactRows(c);
    }
    try (Connection c = tcps.tcp(driver)) {
      TcpsDriverTest.assertExactRows(c);
    }
    List<String> all = tcps.awaitLines(lines);
    assertEquals(lines, all.size(), all.toString());
  }
}
