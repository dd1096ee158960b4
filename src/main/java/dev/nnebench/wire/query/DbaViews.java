package dev.nnebench.wire.query;

import dev.nnebench.wire.load.SessionStats;
import dev.nnebench.wire.load.SessionTime;
import dev.nnebench.wire.load.WaitTally;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The dynamic performance views a DBA reads to split a session's time, as Oracle names them and
 * in Oracle's units, for the session that asks: V$STATNAME, V$MYSTAT and V$SESSTAT (counts,
 * bytes, centiseconds), V$SESS_TIME_MODEL (microseconds), V$SESSION_EVENT and V$PARAMETER's
 * cpu_count. Their values are the session's real traffic and calls and what its server MODEL
 * charged ({@link SessionStats}); other sessions' rows are not shown.
 */
final class DbaViews {
  private static final long NANOS_PER_CENTISECOND = 10_000_000L;
  private static final List<String> STATISTICS = List.of("user calls", "DB time",
      "CPU used by this session", "execute count", "bytes sent via SQL*Net to client",
      "bytes received via SQL*Net from client", "SQL*Net roundtrips to/from client");
  private static final Map<String, Function<SessionStats, Long>> STATISTIC_VALUES = Map.of(
      "user calls", SessionStats::userCalls,
      "DB time", s -> s.dbTimeNanos() / NANOS_PER_CENTISECOND,
      "CPU used by this session", SessionStats::cpuCentiseconds,
      "execute count", SessionStats::executes,
      "bytes sent via SQL*Net to client", SessionStats::bytesSent,
      "bytes received via SQL*Net from client", SessionStats::bytesReceived,
      "SQL*Net roundtrips to/from client", SessionStats::roundTrips);
  /** Statistic numbers are the double's own: Oracle's change between releases. */
  private static final int FIRST_STATISTIC = 1;
  /** V$STATNAME's CLASS of user statistics. */
  private static final long USER_CLASS = 1;

  private final SessionTime time;

  private DbaViews(SessionTime time) {
    this.time = time;
  }

  /** The view {@code name} (V$..., V_$..., SYS.V_$...), if the double has it. */
  static Optional<ViewTable> named(String name, SessionTime time) {
    String view = name.toUpperCase(Locale.ROOT).replaceFirst("^SYS\\.", "")
        .replaceFirst("^V_\\$", "V\\$");
    DbaViews v = new DbaViews(time);
    return Optional.ofNullable(switch (view) {
      case "V$STATNAME" -> v.statNames();
      case "V$MYSTAT", "V$SESSTAT" -> v.statistics(view);
      case "V$SESS_TIME_MODEL" -> v.timeModel();
      case "V$SESSION_EVENT" -> v.events();
      case "V$PARAMETER" -> v.parameters();
      default -> null;
    });
  }

  private ViewTable statNames() {
    List<List<Object>> rows = new ArrayList<>();
    for (int i = 0; i < STATISTICS.size(); i++) {
      rows.add(List.of((long) FIRST_STATISTIC + i, STATISTICS.get(i), USER_CLASS,
          statId(STATISTICS.get(i))));
    }
    return new ViewTable("V$STATNAME", List.of("STATISTIC#", "NAME", "CLASS", "STAT_ID"),
        Set.of("NAME"), rows);
  }

  private ViewTable statistics(String view) {
    List<List<Object>> rows = new ArrayList<>();
    for (int i = 0; i < STATISTICS.size(); i++) {
      rows.add(List.of(sid(), (long) FIRST_STATISTIC + i,
          STATISTIC_VALUES.get(STATISTICS.get(i)).apply(time.stats())));
    }
    return new ViewTable(view, List.of("SID", "STATISTIC#", "VALUE"), Set.of(), rows);
  }

  private ViewTable timeModel() {
    SessionStats s = time.stats();
    List<List<Object>> rows = List.of(
        timeRow("DB time", s.dbTimeNanos()),
        timeRow("DB CPU", s.dbCpuNanos()),
        timeRow("connection management call elapsed time", s.connectNanos()));
    return new ViewTable("V$SESS_TIME_MODEL", List.of("SID", "STAT_ID", "STAT_NAME", "VALUE"),
        Set.of("STAT_NAME"), rows);
  }

  private List<Object> timeRow(String name, long nanos) {
    return List.of(sid(), statId(name), name, nanos / 1_000);
  }

  private ViewTable events() {
    SessionStats s = time.stats();
    List<List<Object>> rows = new ArrayList<>();
    event(rows, "SQL*Net message to client", 2067390145L, "Network", 7, s.toClient());
    event(rows, "SQL*Net more data to client", 554161347L, "Network", 7, s.moreDataToClient());
    event(rows, "SQL*Net message from client", 1421975091L, "Idle", 6, s.fromClient());
    event(rows, "db file sequential read", 2652584166L, "User I/O", 8, s.serverIo());
    event(rows, "resmgr:cpu quantum", 1452455426L, "Scheduler", 10, s.cpuQueue());
    return new ViewTable("V$SESSION_EVENT", List.of("SID", "EVENT", "TOTAL_WAITS",
        "TOTAL_TIMEOUTS", "TIME_WAITED", "AVERAGE_WAIT", "MAX_WAIT", "TIME_WAITED_MICRO",
        "EVENT_ID", "WAIT_CLASS_ID", "WAIT_CLASS#", "WAIT_CLASS"), Set.of("EVENT", "WAIT_CLASS"),
        rows);
  }

  /* Oracle lists only the events the session has waited for; event ids are the double's own. */
  private void event(List<List<Object>> rows, String name, long id, String waitClass,
      int classNumber, WaitTally tally) {
    long waits = tally.waits();
    if (waits == 0) {
      return;
    }
    long centis = tally.nanos() / NANOS_PER_CENTISECOND;
    rows.add(List.of(sid(), name, waits, 0L, centis, centis / waits,
        tally.maxNanos() / NANOS_PER_CENTISECOND, tally.nanos() / 1_000, id,
        (long) waitClass.hashCode() & 0xffffffffL, (long) classNumber, waitClass));
  }

  private ViewTable parameters() {
    String cpus = Integer.toString(time.model().cpus());
    return new ViewTable("V$PARAMETER", List.of("NUM", "NAME", "TYPE", "VALUE", "DISPLAY_VALUE"),
        Set.of("NAME", "VALUE", "DISPLAY_VALUE"),
        List.of(List.of(3L, "cpu_count", 3L, cpus, cpus)));
  }

  private long sid() {
    return time.sid();
  }

  /* A stable id per name, as Oracle's STAT_ID is (the values are the double's own). */
  private static long statId(String name) {
    return name.hashCode() & 0xffffffffL;
  }
}
