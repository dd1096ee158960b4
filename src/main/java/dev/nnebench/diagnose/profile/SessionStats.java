package dev.nnebench.diagnose.profile;

import dev.nnebench.diagnose.query.SqlFailures;
import dev.nnebench.link.WireTally;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * The server's own count of a session's traffic, from {@code V$MYSTAT} (readable with SELECT on
 * V$MYSTAT and V$STATNAME, which many users lack): bytes to and from the client and round trips.
 * Without the privilege (ORA-00942, ORA-01031) the counting relay's figures stand alone.
 */
public final class SessionStats {
  static final String TO_CLIENT = "bytes sent via SQL*Net to client";
  static final String FROM_CLIENT = "bytes received via SQL*Net from client";
  static final String ROUND_TRIPS = "SQL*Net roundtrips to/from client";
  private static final String SQL = "SELECT n.name, s.value FROM v$mystat s JOIN v$statname n"
      + " ON n.statistic# = s.statistic# WHERE n.name IN ('" + TO_CLIENT + "', '" + FROM_CLIENT
      + "', '" + ROUND_TRIPS + "')";

  private SessionStats() {}

  /** The session's counters now, or why they cannot be read. */
  static Reading read(Connection c) {
    long[] v = new long[3];
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(SQL)) {
      while (rs.next()) {
        switch (rs.getString(1)) {
          case TO_CLIENT -> v[0] = rs.getLong(2);
          case FROM_CLIENT -> v[1] = rs.getLong(2);
          case ROUND_TRIPS -> v[2] = rs.getLong(2);
          default -> { }
        }
      }
      return new Reading(Optional.of(new WireTally.Counts(v[1], v[0], v[2])), "");
    } catch (SQLException e) {
      return new Reading(Optional.empty(), SqlFailures.firstLine(e));
    }
  }

  /** Counters ({@link WireTally.Counts}: from client, from server, round trips) or why not. */
  public record Reading(Optional<WireTally.Counts> counts, String why) {
    /** What crossed between {@code before} and this reading, when both were read. */
    Reading since(Reading before) {
      if (counts.isEmpty() || before.counts().isEmpty()) {
        return counts.isEmpty() ? this : before;
      }
      return new Reading(Optional.of(counts.get().minus(before.counts().get())), "");
    }
  }
}
