package dev.nnebench.diagnose.profile;

import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.DatabaseCpus;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a DBA reads to split a session's time, read by the session itself: V$MYSTAT joined with
 * V$STATNAME (counts, bytes, centiseconds), V$SESS_TIME_MODEL (microseconds) and V$SESSION_EVENT
 * (waits, microseconds), each filtered to this session, and V$PARAMETER's cpu_count. Each view is
 * read on its own, so a view the user may not read (ORA-00942 without the grant) costs only its
 * own part, and names the grant it lacks. Statistic numbers change between releases: joined on the
 * name.
 */
public final class ServerViews {
  static final String DB_TIME = "DB time";
  static final String DB_CPU = "DB CPU";
  static final String CPU_USED = "CPU used by this session";
  static final String ROUND_TRIPS = "SQL*Net roundtrips to/from client";
  static final String TO_CLIENT = "bytes sent via SQL*Net to client";
  static final String FROM_CLIENT = "bytes received via SQL*Net from client";
  static final String USER_CALLS = "user calls";
  static final String STATISTICS = "SELECT n.name, s.value FROM v$mystat s JOIN v$statname n"
      + " ON n.statistic# = s.statistic# WHERE n.name IN ('" + DB_TIME + "', '" + CPU_USED + "', '"
      + ROUND_TRIPS + "', '" + TO_CLIENT + "', '" + FROM_CLIENT + "', '" + USER_CALLS + "',"
      + " 'execute count')";
  static final String TIME_MODEL = "SELECT stat_name, value FROM v$sess_time_model"
      + " WHERE sid = SYS_CONTEXT('USERENV', 'SID') AND stat_name IN ('" + DB_TIME + "', '"
      + DB_CPU + "')";
  static final String EVENTS = "SELECT event, total_waits, time_waited_micro, wait_class"
      + " FROM v$session_event WHERE sid = SYS_CONTEXT('USERENV', 'SID')";

  /** A view diagnose reads, with the grants a user needs for it (SYS grants on the V_$ view). */
  enum View {
    STATISTICS("v_$mystat", "v_$statname"),
    TIME_MODEL("v_$sess_time_model"),
    EVENTS("v_$session_event"),
    PARAMETER("v_$parameter");

    private final List<String> grants;

    View(String... grants) {
      this.grants = List.of(grants);
    }

    /** {@code GRANT SELECT ON v_$mystat TO U; GRANT SELECT ON v_$statname TO U}. */
    String grants(String user) {
      return String.join("; ", grants.stream().map(g -> "GRANT SELECT ON " + g + " TO " + user)
          .toList());
    }
  }

  /** A view that could not be read: which, and the server's first line. */
  public record Unreadable(View view, String error) {
    /** Whether a grant is what is missing: the view unknown to the user, or not allowed. */
    boolean wantsGrant() {
      return error.contains("ORA-00942") || error.contains("ORA-01031");
    }

    /** {@code V$MYSTAT, V$STATNAME}. */
    String views() {
      return String.join(", ", view.grants.stream()
          .map(g -> g.toUpperCase(java.util.Locale.ROOT).replace("V_$", "V$")).toList());
    }
  }

  /**
   * One line per error: the views it hit and, where a grant fixes it, the grants, e.g. {@code
   * V$MYSTAT, V$STATNAME: ORA-00942: ...; as SYS: GRANT SELECT ON v_$mystat TO U; ...}.
   */
  static List<String> describe(List<Unreadable> unreadable, String user) {
    java.util.Map<String, List<Unreadable>> byError = new java.util.LinkedHashMap<>();
    unreadable.forEach(u -> byError.computeIfAbsent(u.error(), e -> new java.util.ArrayList<>())
        .add(u));
    return byError.entrySet().stream().map(e -> String.join(", ", e.getValue().stream()
        .map(Unreadable::views).toList()) + ": " + e.getKey() + (e.getValue().get(0).wantsGrant()
            ? "; as SYS: " + String.join("; ", e.getValue().stream().map(u -> u.view()
                .grants(user)).toList()) + " (on the V_$ views: a grant on a V$ synonym fails"
                + " with ORA-02030)" : "")).toList();
  }

  private ServerViews() {}

  /** The three views of a session's time, now, and the views that could not be read. */
  static ServerSnapshot snapshot(Connection c) {
    Reads reads = new Reads();
    Optional<Map<String, Long>> stats = reads.numbers(c, STATISTICS, View.STATISTICS);
    Optional<Map<String, Long>> time = reads.numbers(c, TIME_MODEL, View.TIME_MODEL);
    Optional<Map<String, ServerSnapshot.Wait>> events = reads.waits(c);
    return new ServerSnapshot(stats, time, events, reads.unreadable);
  }

  /** The database's cpu_count, or why it cannot be read (0 means "the OS's count" in Oracle). */
  public static Optional<Integer> cpuCount(Connection c, List<Unreadable> unreadable) {
    try {
      return DatabaseCpus.read(c);
    } catch (SQLException e) {
      unreadable.add(new Unreadable(View.PARAMETER, Connector.firstLine(e)));
      return Optional.empty();
    }
  }


  /* One snapshot's reads, collecting the views that failed. */
  private static final class Reads {
    private final List<Unreadable> unreadable = new java.util.ArrayList<>();

    Optional<Map<String, Long>> numbers(Connection c, String sql, View view) {
      Map<String, Long> out = new HashMap<>();
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
        while (rs.next()) {
          out.merge(rs.getString(1), rs.getLong(2), Long::sum);
        }
        return Optional.of(out);
      } catch (SQLException e) {
        unreadable.add(new Unreadable(view, Connector.firstLine(e)));
        return Optional.empty();
      }
    }

    Optional<Map<String, ServerSnapshot.Wait>> waits(Connection c) {
      Map<String, ServerSnapshot.Wait> out = new HashMap<>();
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(EVENTS)) {
        while (rs.next()) {
          out.put(rs.getString(1), new ServerSnapshot.Wait(rs.getLong(2), rs.getLong(3),
              rs.getString(4)));
        }
        return Optional.of(out);
      } catch (SQLException e) {
        unreadable.add(new Unreadable(View.EVENTS, Connector.firstLine(e)));
        return Optional.empty();
      }
    }
  }
}
