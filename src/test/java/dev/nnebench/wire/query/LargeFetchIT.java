package dev.nnebench.wire.query;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.sql.Connection;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * The 1 GB shape (100,000 rows x 10 columns x 1,000 characters) over AES256+SHA512 with the
 * newest driver. Opt-in, as it takes minutes on two shared cores:
 * {@code mvn -o test -Dtest=LargeFetchIT -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class LargeFetchIT {
  @Test
  void shouldFetchAGigabyteOverAes256Sha512() throws SQLException {
    Shape gigabyte = new Shape(100_000, 10, 1000, 0, 1);
    try (WireServer server = new WireServer(
            ServerOptions.builder().callHandlers(QueryService::new).build()).start();
        Connection c = RealDrivers.LARGE_FETCH.connect(DriverVersion.V23, server.port(),
            RealDrivers.nne("AES256", "SHA512"))) {
      ShapeFetch.run(c, gigabyte, 1000).assertMatches(gigabyte, "1 GB");
    }
  }
}
