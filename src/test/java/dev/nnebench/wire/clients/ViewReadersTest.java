package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.load.Charged;
import dev.nnebench.wire.load.ServerModel;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two independent readers of the double's DBA views, python-oracledb (thin, its own TTC) and
 * ojdbc, doing the same work between two readings: each reads as 'DB CPU' exactly what the
 * server model charged its session's fetch calls, 'DB time' at least that, and as 'SQL*Net
 * message from client' (Idle) at least the pause it took between calls.
 */
class ViewReadersTest {
  private static final String USER = "bench";
  private static final String PASSWORD = "bench";
  private static final long FETCH_MICROS = 7_000;
  private static final ServerModel MODEL = ServerModel.parse("readers", "cpus=2,fetch=7ms");
  private static final Path SCRIPT = Path.of("src", "test", "python", "pyviews.py")
      .toAbsolutePath();
  private static final String TIME_MODEL = "SELECT stat_name, value FROM v$sess_time_model"
      + " WHERE sid = SYS_CONTEXT('USERENV', 'SID') AND stat_name IN ('DB time', 'DB CPU')";
  private static final String EVENTS = "SELECT event, total_waits, time_waited_micro, wait_class"
      + " FROM v$session_event WHERE sid = SYS_CONTEXT('USERENV', 'SID')";
  private static final String SHAPE =
      "/* nnebench:shape v1 rows=50 cols=2 width=10 nulls=0 repeat=1 */ select 1 from dual";

  @Test
  void pythonOracledbReadsWhatTheModelCharged() throws Exception {
    Path python = PythonOracledb.python();
    try (WireServer server = start()) {
      ClientRun run = ClientRun.run(List.of(python.toString(), SCRIPT.toString(), "127.0.0.1",
          Integer.toString(server.port()), "FREEPDB1", USER),
          null, Map.of("NNEBENCH_PASSWORD", PASSWORD), 120);
      assertTrue(run.ok(), run.output());
      assertEquals("50", run.step("rows"), run.output());
      Map<String, Long> read = new HashMap<>();
      for (String name : List.of("DB time", "DB CPU", "snmfc.waits", "snmfc.micro")) {
        read.put(name, Long.parseLong(run.step(name)));
      }
      assertEquals("Idle", run.step("snmfc.class"));
      assertReadsTheCharge(read, server.serverLoad().charged());
    }
  }

  @Test
  void ojdbcReadsWhatTheModelCharged() throws Exception {
    for (DriverVersion driver : List.of(DriverVersion.V23, DriverVersion.V19)) {
      try (WireServer server = start();
          Connection c = RealDrivers.SHORT.connect(driver, server.port(), Map.of())) {
        Map<String, Long> before = reading(c);
        try (Statement s = c.createStatement()) {
          s.setFetchSize(10);
          try (ResultSet rs = s.executeQuery(SHAPE)) {
            while (rs.next()) {
              rs.getString(2);
            }
          }
        }
        Thread.sleep(300);
        Map<String, Long> after = reading(c);
        after.replaceAll((name, value) -> value - before.getOrDefault(name, 0L));
        assertReadsTheCharge(after, server.serverLoad().charged());
      }
    }
  }

  /* Every fetch call of the session is the workload's: the view queries come back whole. */
  private static void assertReadsTheCharge(Map<String, Long> read, Charged charged) {
    assertTrue(charged.fetches() >= 4, charged.toString());
    assertEquals(charged.fetches() * FETCH_MICROS, read.get("DB CPU"), read + " " + charged);
    assertEquals(charged.cpuNanos() / 1_000, read.get("DB CPU"), read + " " + charged);
    assertTrue(read.get("DB time") >= read.get("DB CPU"), read.toString());
    assertTrue(read.get("snmfc.micro") >= 300_000, "the pause is the client's: " + read);
    assertTrue(read.get("snmfc.waits") >= charged.fetches(), read + " " + charged);
  }

  private static WireServer start() {
    return new WireServer(ServerOptions.builder().user(USER, PASSWORD).serverModel(MODEL)
        .build()).start();
  }

  private static Map<String, Long> reading(Connection c) throws SQLException {
    Map<String, Long> out = new HashMap<>();
    try (Statement s = c.createStatement()) {
      s.setFetchSize(100);
      try (ResultSet rs = s.executeQuery(TIME_MODEL)) {
        while (rs.next()) {
          out.put(rs.getString(1), rs.getLong(2));
        }
      }
      try (ResultSet rs = s.executeQuery(EVENTS)) {
        while (rs.next()) {
          if (rs.getString(1).equals("SQL*Net message from client")) {
            assertEquals("Idle", rs.getString(4));
            out.put("snmfc.waits", rs.getLong(2));
            out.put("snmfc.micro", rs.getLong(3));
          }
        }
      }
    }
    return out;
  }
}
