package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.fetch.TransportReport;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * ezTLS over TCPS ({@code oracle.net.eztls=true}) with the real ojdbc 23.26.4: no trust store
 * (the client validates no certificate), an ordinary TLS 1.3 handshake on the TCPS port, and
 * after logon the certificate bound to the session key in one exchange around whole TNS
 * packets; exact rows at fetch sizes 1 and 1000. A plain TCPS client on the same server is
 * served as before.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class EzTlsOverTcpsTest {
  private static final Shape SHAPE = new Shape(2000, 4, 100, 10, 2);

  @TempDir Path dir;

  @Test
  void ojdbcWithEzTlsOverTcpsFetchesExactRowsWithoutATrustStore() throws Exception {
    try (TcpsDouble tcps = new TcpsDouble(dir, ServerOptions.builder())) {
      Map<String, String> noTrustStore = new HashMap<>(RealDrivers.nne(null, null));
      noTrustStore.put("oracle.net.eztls", "true");
      try (Connection c = RealDrivers.SHORT.connectUrl(DriverVersion.V23,
          tcps.endpoint.url(RealDrivers.SERVICE), noTrustStore)) {
        for (int fetchSize : new int[] {1, 1000}) {
          ShapeFetch.run(c, SHAPE, fetchSize).assertMatches(SHAPE, "ezTLS over TCPS, fetch size "
              + fetchSize);
        }
        assertEquals("tcps", TransportReport.read(c).protocol());
      }
      try (Connection c = tcps.tcps(DriverVersion.V23, RealDrivers.nne(null, null))) {
        TcpsDriverTest.assertExactRows(c);
      }
      List<String> lines = tcps.awaitLines(2);
      assertEquals(2, lines.size(), lines.toString());
      for (String line : lines) {
        assertTrue(line.contains("tls=TLSv1.3/") && line.contains("outcome=logoff"), line);
      }
      // the first client bound the certificate after logon; the plain TCPS one did not
      assertTrue(lines.get(0).contains("encryption=EZTLS checksum=none"), lines.get(0));
      assertTrue(lines.get(1).contains("encryption=none checksum=none"), lines.get(1));
    }
  }
}
