package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.load.ServerModel;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * cpu_count as a real driver reads it from the double: the model's K where the views are
 * answered, and the view's refusal (ORA-00942, as without the grant) thrown where they are not,
 * so the caller can name the grant.
 */
class DatabaseCpusTest {

  @Test
  void readsTheModelsCpusFromVParameter() throws Exception {
    try (WireServer server = start(ServerModel.parse("three", "cpus=3"));
        Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
      assertEquals(Optional.of(3), DatabaseCpus.read(c));
    }
  }

  @Test
  void aRefusedViewThrowsItsOraError() throws Exception {
    try (WireServer server = start(ServerModel.NONE);
        Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
      SQLException e = assertThrows(SQLException.class, () -> DatabaseCpus.read(c));
      assertTrue(e.getMessage().contains("ORA-00942"), e.getMessage());
    }
  }

  private static WireServer start(ServerModel model) {
    return new WireServer(ServerOptions.builder().user("bench", "bench")
        .serverModel(model).build()).start();
  }
}
