package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Statement.cancel over TCPS while the server writes one large response: the break arrives
 * encrypted, so the server must look at the network side (not only at what TLS has decrypted)
 * to notice it mid-response; the call ends with ORA-01013 and the session stays usable.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class TcpsCancelTest {
  /** About 80 MB of rows, all in one response at a fetch size of its row count. */
  private static final Shape HUGE = new Shape(400_000, 2, 100, 0, 1);

  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(value = DriverVersion.class, names = {"V19", "V23"})
  void cancelInterruptsALargeResponseOverTls(DriverVersion driver) throws Exception {
    try (TcpsDouble tcps = new TcpsDouble(dir, ServerOptions.builder());
        Connection c = tcps.tcps(driver, Cancels.NO_READ_TIMEOUT);
        Statement s = c.createStatement()) {
      s.setFetchSize(HUGE.rows());
      SQLException e = Cancels.cancelUntilDone(s, () -> s.executeQuery(HUGE.toSql()));
      assertNotNull(e, "the call completed instead of being cancelled");
      assertEquals(1013, e.getErrorCode(), e.toString());
      TcpsDriverTest.assertExactRows(c);
      c.close();
      String line = tcps.awaitLines(1).get(0);
      assertTrue(line.contains("cancelled=1") && line.contains("tls="), line);
    }
  }
}
