package dev.nnebench.diagnose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.server.WireServer;
import java.sql.Connection;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The profiling fetch with the real driver against the double: bounds, widths, transaction. */
class ProfilerTest {
  private static WireServer server;
  /* 100 rows: ID and three 20-character columns. */
  private static final String TINY = Shapes.parse("tiny").toSql();

  @BeforeAll
  static void start() {
    server = new WireServer().start();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static ResultProfile profile(long maxRows) throws Exception {
    try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
      ResultProfile p = Profiler.profile(c, TINY, 10, new FetchBounds(maxRows, 30));
      assertTrue(c.getAutoCommit(), "autocommit is back as it was");
      return p;
    }
  }

  @Test
  void aQueryWithMoreRowsThanTheBoundStopsThereAndSaysSo() throws Exception {
    ResultProfile p = profile(40);

    assertEquals(40, p.rows());
    assertEquals(Optional.of("--max-rows 40"), p.stoppedBy());
  }

  @Test
  void aQueryWithExactlyTheBoundsRowsIsReadWhole() throws Exception {
    ResultProfile p = profile(100);

    assertEquals(100, p.rows());
    assertEquals(Optional.empty(), p.stoppedBy());
  }

  @Test
  void everyColumnIsProfiledInAReadOnlyTransaction() throws Exception {
    ResultProfile p = profile(FetchBounds.DEFAULT_MAX_ROWS);

    assertEquals(4, p.columns().size());
    assertEquals(20.0, p.columns().get(1).meanChars());
    assertEquals("VARCHAR2", p.columns().get(1).type());
    assertEquals(Profiler.READ_ONLY_NOTE, p.transaction());
  }
}
