package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * ezTLS over TCPS ({@code oracle.net.eztls=true}) is not served: ojdbc 23.26.4 then needs no
 * trust store (it validates no certificate), logs in over the TCPS port, and sends its first
 * request after logon inside the post-logon verification block, whole TNS packet included. The
 * double reads that block's header (5A A5 00 02) where a packet length belongs, so the
 * connection ends with one log line and no hang, and the next TCPS client is served.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class EzTlsOverTcpsTest {
  @TempDir Path dir;

  @Test
  void ezTlsOverTcpsCostsItsConnectionAndOneLineAndTheNextIsServed() throws Exception {
    try (TcpsDouble tcps = new TcpsDouble(dir, ServerOptions.builder())) {
      Map<String, String> noTrustStore = new HashMap<>(RealDrivers.nne(null, null));
      noTrustStore.put("oracle.net.eztls", "true");
      SQLException e = assertThrows(SQLException.class, () -> {
        try (Connection c = RealDrivers.SHORT.connectUrl(DriverVersion.V23,
            tcps.endpoint.url(RealDrivers.SERVICE), noTrustStore)) {
          TcpsDriverTest.assertExactRows(c);
        }
      });
      String line = tcps.awaitLines(1).get(0);
      assertTrue(line.contains("user=BENCH") && line.contains("tls=TLSv1.3/")
          && line.contains("outcome=error: packet length " + 0x5AA50002L), line + " / " + e);
      try (Connection c = tcps.tcps(DriverVersion.V23, RealDrivers.nne(null, null))) {
        TcpsDriverTest.assertExactRows(c);
      }
      List<String> lines = tcps.awaitLines(2);
      assertEquals(2, lines.size(), lines.toString());
      assertTrue(lines.get(1).contains("outcome=logoff"), lines.get(1));
    }
  }
}
