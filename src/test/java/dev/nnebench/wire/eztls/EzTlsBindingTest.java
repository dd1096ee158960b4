package dev.nnebench.wire.eztls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A wrong certificate binding with the real ojdbc 23.26.4: the double presents one certificate in
 * the TLS handshake and binds another in the post-logon verification, as a man in the middle
 * terminating TLS with its own certificate would make it look. The client's HMAC then names the
 * presented certificate, not the server's: that connection ends with one log line, and the
 * server goes on serving the next one.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class EzTlsBindingTest {
  private static final Map<String, String> EZTLS = Map.of(EncryptionType.PROPERTY, "(EZTLS)",
      "oracle.net.encryption_client", "REQUIRED");

  @Test
  void aWrongBindingEndsThatConnectionWithOneLineAndTheNextIsServed() throws Exception {
    List<String> log = new CopyOnWriteArrayList<>();
    ServerOptions options = ServerOptions.builder()
        .ezTls(EzTlsIdentity.withMiddle(new SecureRandom(), 1)).log(log::add).build();
    try (WireServer server = new WireServer(options).start()) {
      SQLException e = assertThrows(SQLException.class, () -> {
        try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), EZTLS)) {
          EzTlsDriverTest.assertExactRows(c, 100);
        }
      });
      // logon succeeds; the first request after it carries the binding, and the server hangs up
      assertEquals(3113, e.getErrorCode(), e.toString());
      String refused = awaitLines(log, 1).get(0);
      assertTrue(refused.contains("encryption=EZTLS") && refused.contains("ezTLS server"
          + " verification failed: the client's certificate HMAC does not match"), refused);
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), EZTLS)) {
        EzTlsDriverTest.assertExactRows(c, 1000);
      }
      List<String> lines = awaitLines(log, 2);
      assertEquals(2, lines.size(), lines.toString());
      assertEquals(refused, lines.get(0));
      assertTrue(lines.get(1).contains("outcome=logoff"), lines.get(1));
    }
  }

  private static List<String> awaitLines(List<String> log, int n) throws InterruptedException {
    for (int i = 0; i < 250 && log.size() < n; i++) {
      Thread.sleep(20);
    }
    return List.copyOf(log);
  }
}
