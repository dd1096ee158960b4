package dev.nnebench.fetch;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A session's server time so far, as the server's own views give it (µs): DB time and DB CPU
 * (V$SESS_TIME_MODEL), the I/O waits and the waits in line for a CPU (V$SESSION_EVENT's 'db file
 * sequential read' and 'resmgr:cpu quantum', what the double's server MODEL charges as), and
 * the session's executes (V$MYSTAT). Readable where the user may read the views: on the double
 * under a server model, on a database with the grants (docs/double.md).
 */
public record ServerCharges(long dbTimeMicros, long cpuMicros, long waitMicros,
    long queueMicros, long executes) {
  static final String TIME_MODEL = "SELECT stat_name, value FROM v$sess_time_model"
      + " WHERE sid = SYS_CONTEXT('USERENV', 'SID') AND stat_name IN ('DB time', 'DB CPU')";
  static final String EVENTS = "SELECT event, time_waited_micro FROM v$session_event"
      + " WHERE sid = SYS_CONTEXT('USERENV', 'SID')";
  static final String EXECUTES = "SELECT s.value FROM v$mystat s JOIN v$statname n"
      + " ON n.statistic# = s.statistic# WHERE n.name = 'execute count'";
  /* What the three reads need granted, as SYS grants it (on the views behind the V$ synonyms). */
  private static final String VIEWS = "v_$sess_time_model, v_$session_event, v_$mystat and"
      + " v_$statname";

  /** The statement a DBA runs so that {@code user} may read these charges. */
  public static String grant(String user) {
    return "GRANT SELECT ON " + VIEWS + " TO " + user;
  }

  /** The session's charges now; each of the three reads counts as an execute of its own. */
  public static ServerCharges read(Connection c) throws SQLException {
    long dbTime = 0;
    long cpu = 0;
    long wait = 0;
    long queue = 0;
    long executes = 0;
    try (Statement st = c.createStatement()) {
      try (ResultSet rs = st.executeQuery(TIME_MODEL)) {
        while (rs.next()) {
          if (rs.getString(1).equals("DB time")) {
            dbTime = rs.getLong(2);
          } else {
            cpu = rs.getLong(2);
          }
        }
      }
      try (ResultSet rs = st.executeQuery(EVENTS)) {
        while (rs.next()) {
          switch (rs.getString(1)) {
            case "db file sequential read" -> wait = rs.getLong(2);
            case "resmgr:cpu quantum" -> queue = rs.getLong(2);
            default -> { }
          }
        }
      }
      try (ResultSet rs = st.executeQuery(EXECUTES)) {
        executes = rs.next() ? rs.getLong(1) : 0;
      }
    }
    return new ServerCharges(dbTime, cpu, wait, queue, executes);
  }

  public ServerCharges minus(ServerCharges o) {
    return new ServerCharges(dbTimeMicros - o.dbTimeMicros, cpuMicros - o.cpuMicros,
        waitMicros - o.waitMicros, queueMicros - o.queueMicros, executes - o.executes);
  }

  /**
   * What {@code ops} operations were charged between {@code start} and this reading, less what
   * reading costs ({@code reading}: the difference of two readings taken back to back).
   */
  public ServerCharges perOperation(ServerCharges start, ServerCharges reading, long ops) {
    ServerCharges d = minus(start).minus(reading);
    long n = Math.max(1, ops);
    return new ServerCharges(share(d.dbTimeMicros, n), share(d.cpuMicros, n),
        share(d.waitMicros, n), share(d.queueMicros, n), share(d.executes, n));
  }

  /* A drawn charge of the calibration pair can exceed what few operations drew: never below 0. */
  private static long share(long total, long n) {
    return Math.max(0, total) / n;
  }
}
