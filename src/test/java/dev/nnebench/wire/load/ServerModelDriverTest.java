package dev.nnebench.wire.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The server model behind real drivers over real sockets: each call is charged the model's
 * fixed time, the CPUs queue, and the DBA views show what was charged and what crossed.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ServerModelDriverTest {
  private static final Shape ROWS = new Shape(100, 2, 10, 0, 1);
  private static final String TIME_MODEL = "SELECT stat_name, value FROM v$sess_time_model"
      + " WHERE sid = SYS_CONTEXT('USERENV', 'SID') AND stat_name IN ('DB time', 'DB CPU')";
  private static final String STATISTICS = "SELECT n.name, s.value FROM v$mystat s JOIN"
      + " v$statname n ON n.statistic# = s.statistic# WHERE n.name IN ('user calls',"
      + " 'SQL*Net roundtrips to/from client', 'bytes sent via SQL*Net to client')";
  private static final String EVENTS = "SELECT event, total_waits, time_waited_micro, wait_class"
      + " FROM v$session_event WHERE sid = SYS_CONTEXT('USERENV','SID')";

  @Test
  void eachCallIsChargedTheModelsFixedTimeAndTheViewsShowIt() throws Exception {
    ServerModel model = ServerModel.parse("test", "cpus=2,execute=1ms,fetch=2ms/1ms,row=10us");
    for (DriverVersion driver : List.of(DriverVersion.V23, DriverVersion.V19)) {
      try (WireServer server = start(model);
          Connection c = RealDrivers.FETCH.connect(driver, server.port(), Map.of())) {
        ShapeFetch.run(c, ROWS, 10).assertMatches(ROWS, driver + " under a model");
        Charged charged = server.serverLoad().charged();
        assertTrue(charged.fetches() >= 9, charged.toString());
        assertTrue(charged.rows() >= ROWS.rows(), driver + ": every row charged: " + charged);
        assertEquals(charged.executes() * 1_000_000L + charged.fetches() * 2_000_000L
            + charged.rows() * 10_000L, charged.cpuNanos(), driver + ": " + charged);
        assertEquals(charged.fetches() * 1_000_000L, charged.waitNanos(), driver.toString());
        Map<String, Long> times = pairs(c, TIME_MODEL);
        assertEquals(charged.cpuNanos() / 1_000, times.get("DB CPU"), driver.toString());
        assertTrue(times.get("DB time") >= times.get("DB CPU"), times.toString());
        Map<String, Long> stats = pairs(c, STATISTICS);
        assertTrue(stats.get("SQL*Net roundtrips to/from client") >= charged.fetches(), "" + stats);
        assertTrue(stats.get("bytes sent via SQL*Net to client") > ROWS.rows() * 2 * 10, "" + stats);
      }
    }
  }

  /* 'SQL*Net message from client' is the client's time between calls, measured: a pause the
   * client takes between two statements is in it, and not in DB time. */
  @Test
  void timeTheClientTakesIsAnIdleWaitNotDbTime() throws Exception {
    try (WireServer server = start(ServerModel.parse("idle", "cpus=1"));
        Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
      long before = waitedMicros(c);
      long dbTimeBefore = pairs(c, TIME_MODEL).get("DB time");
      Thread.sleep(300);
      long after = waitedMicros(c);
      assertTrue(after - before >= 300_000, before + " -> " + after);
      assertTrue(pairs(c, TIME_MODEL).get("DB time") - dbTimeBefore < after - before,
          "the client's pause is not in DB time");
    }
  }

  @Test
  void withKCpusTheSessionBeyondKWaitsInLine() throws Exception {
    int cpus = 2;
    ServerModel model = ServerModel.parse("queue", "cpus=" + cpus + ",execute=1s");
    ExecutorService clients = Executors.newFixedThreadPool(cpus + 1);
    try (WireServer server = start(model)) {
      CyclicBarrier together = new CyclicBarrier(cpus + 1);
      List<Future<?>> runs = new ArrayList<>();
      for (int i = 0; i <= cpus; i++) {
        runs.add(clients.submit(() -> {
          try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(),
              Map.of()); Statement s = c.createStatement()) {
            together.await(30, TimeUnit.SECONDS);
            s.executeQuery("SELECT 1 FROM dual").close();
          }
          return null;
        }));
      }
      for (Future<?> run : runs) {
        run.get();
      }
      Charged charged = server.serverLoad().charged();
      assertEquals((cpus + 1) * 1_000_000_000L, charged.cpuNanos(), charged.toString());
      assertTrue(charged.queueNanos() > 0, "one session waited for a CPU: " + charged);
      assertEquals(1, charged.queued(), "exactly the one beyond K waited: " + charged);
    } finally {
      clients.shutdownNow();
    }
  }

  /* A connect is a process spawned on the server's CPUs: a storm of them queues there. */
  @Test
  void connectsQueueOnTheServersCpus() throws Exception {
    int connects = 3;
    ServerModel model = ServerModel.parse("storm", "cpus=1,connect=500ms");
    ExecutorService clients = Executors.newFixedThreadPool(connects);
    try (WireServer server = start(model)) {
      CyclicBarrier together = new CyclicBarrier(connects);
      List<Future<?>> opens = new ArrayList<>();
      for (int i = 0; i < connects; i++) {
        opens.add(clients.submit(() -> {
          together.await(30, TimeUnit.SECONDS);
          RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of()).close();
          return null;
        }));
      }
      for (Future<?> open : opens) {
        open.get();
      }
      Charged charged = server.serverLoad().charged();
      assertEquals(connects, charged.connects(), charged.toString());
      assertEquals(connects * 500_000_000L, charged.cpuNanos(), charged.toString());
      assertTrue(charged.queued() >= 1 && charged.queueNanos() > 0, charged.toString());
    } finally {
      clients.shutdownNow();
    }
  }

  /* The charge is a break-aware wait: a cancelled call is charged only the time it held the CPU,
   * gives the CPU back (no later call queues behind it) and the session goes on. */
  @Test
  void aCancelEndsTheChargeAndTheSessionGoesOn() throws Exception {
    try (WireServer server = start(ServerModel.parse("slow", "cpus=1,execute=30s"));
        Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of());
        Statement s = c.createStatement()) {
      s.setQueryTimeout(1);
      SQLException e = assertThrows(SQLException.class,
          () -> s.executeQuery("SELECT 1 FROM dual").close());
      assertTrue(e.getMessage().contains("ORA-01013"), e.getMessage());
      Charged charged = server.serverLoad().charged();
      assertTrue(charged.cpuNanos() < 30_000_000_000L, "charged until the cancel: " + charged);
      assertEquals(0, charged.executes(), charged.toString());
      assertEquals(1, server.serverLoad().idleCpus(), "the cancelled execute's CPU is idle");
      assertTrue(c.isValid(5));
    }
  }

  @Test
  void withoutAModelNothingIsChargedAndNoViewExists() throws Exception {
    try (WireServer server = start(ServerModel.NONE);
        Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
      ShapeFetch.run(c, ROWS, 10).assertMatches(ROWS, "no model");
      SQLException e = assertThrows(SQLException.class, () -> pairs(c, TIME_MODEL));
      assertTrue(e.getMessage().contains("ORA-00942"), e.getMessage());
      assertEquals(Charged.ZERO, server.serverLoad().charged());
    }
  }

  private static WireServer start(ServerModel model) {
    return new WireServer(ServerOptions.builder().serverModel(model).build()).start();
  }

  private static long waitedMicros(Connection c) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(EVENTS)) {
      while (rs.next()) {
        if (rs.getString(1).equals("SQL*Net message from client")) {
          assertEquals("Idle", rs.getString(4));
          return rs.getLong(3);
        }
      }
    }
    return 0;
  }

  private static Map<String, Long> pairs(Connection c, String sql) throws SQLException {
    Map<String, Long> out = new java.util.HashMap<>();
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      while (rs.next()) {
        out.put(rs.getString(1), rs.getLong(2));
      }
    }
    return out;
  }
}
