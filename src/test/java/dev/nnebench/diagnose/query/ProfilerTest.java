package dev.nnebench.diagnose.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.sweep.Replay;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
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
    return profile(TINY, maxRows);
  }

  private static ResultProfile profile(String sql, long maxRows) throws Exception {
    try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
      ResultProfile p = Profiler.profile(c, sql, 10, new FetchBounds(maxRows, 30));
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
    assertEquals("VARCHAR2(20)", p.columns().get(1).type());
    assertEquals(Profiler.READ_ONLY_NOTE, p.transaction());
  }

  @Test
  void everyColumnsSqlTypeIsRecordedAndReplayedAsTheSameShapeType() throws Exception {
    Shape types = Shapes.parse("types");
    ResultProfile p = profile(types.toSql(), FetchBounds.DEFAULT_MAX_ROWS);

    assertEquals(types.columns() + 1, p.columns().size());
    for (int c = 1; c <= types.columns(); c++) {
      SqlType t = p.columns().get(c).sqlType();
      assertEquals(types.type(c), t.shapeType(), t.toString());
      assertFalse(t.approximated(), t.toString());
    }
    assertEquals("NUMBER(12,2)", p.columns().get(3).type());
    assertEquals(types, Replay.shapeOf(p).orElseThrow());
  }

  @Test
  void aLobColumnsMeanAndLargestLengthAreRecorded() throws Exception {
    Shape blobs = Shapes.parse("rows=20,types=blob/clob,lobSize=50000");
    ResultProfile p = profile(blobs.toSql(), FetchBounds.DEFAULT_MAX_ROWS);

    assertEquals(2, p.lobColumns().size());
    assertEquals(50_000, p.largestLob());
    assertEquals(50_000.0, p.lobColumns().get(0).meanChars(), "BLOB bytes, read whole");
    assertEquals(blobs, Replay.shapeOf(p).orElseThrow());
  }
}
