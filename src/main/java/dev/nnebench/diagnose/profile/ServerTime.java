package dev.nnebench.diagnose.profile;

import dev.nnebench.link.WireTally;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The server's own account of one fetch, from its session's views read before and after it, less
 * what reading them costs: a calibration pair of snapshots taken back to back before the fetch
 * shows what one snapshot adds (its own calls, round trips, bytes, DB time and waits), and the
 * fetch's difference is taken less that. DB time is the time model's (µs), else the statistic's
 * (centiseconds, which a call under 10 ms may leave at 0). Where the user may not read a view, the
 * views that were read stand alone and the missing grant is named.
 *
 * @param fetch the fetch's difference of the views, calibrated
 * @param cpuCount the database's cpu_count (V$PARAMETER), where readable and not 0
 * @param unreadable the views that could not be read
 * @param user the user the grant would name
 */
public record ServerTime(ServerSnapshot fetch, Optional<Integer> cpuCount,
    List<ServerViews.Unreadable> unreadable, String user) {
  static final long MICROS_PER_CENTISECOND = 10_000;
  private static final double OVERLAP_PER_CALL_MICROS = 100;
  static final String FROM_CLIENT_EVENT = "SQL*Net message from client";
  static final String MORE_DATA_EVENT = "SQL*Net more data to client";

  public ServerTime {
    unreadable = List.copyOf(unreadable);
  }

  /** Nothing read: no views (the URL's server was not asked). */
  public static ServerTime none(String why) {
    return new ServerTime(new ServerSnapshot(Optional.empty(), Optional.empty(), Optional.empty(),
        List.of()), Optional.empty(), List.of(new ServerViews.Unreadable(
        ServerViews.View.STATISTICS, why)), "");
  }

  /** Two snapshots back to back: what one snapshot costs; the first of the fetch's pair. */
  public static Before before(Connection c) {
    ServerSnapshot calibration = ServerViews.snapshot(c);
    return new Before(calibration, ServerViews.snapshot(c));
  }

  /** The calibration pair's snapshots, the second taken just before the fetch. */
  public record Before(ServerSnapshot calibration, ServerSnapshot start) {
    /** The fetch's account, read after it on the same connection. */
    public ServerTime after(Connection c, String user) {
      ServerSnapshot end = ServerViews.snapshot(c);
      ServerSnapshot oneSnapshot = start.minus(calibration);
      List<ServerViews.Unreadable> unreadable = new ArrayList<>(end.unreadable());
      Optional<Integer> cpus = ServerViews.cpuCount(c, unreadable);
      return new ServerTime(end.minus(start).minus(oneSnapshot), cpus, unreadable, user);
    }
  }

  /** The fetch's DB time in µs: CPU and non-idle waits in the server, if readable. */
  public Optional<Double> dbTimeMicros() {
    return fetch.time().map(t -> (double) t.getOrDefault(ServerViews.DB_TIME, 0L))
        .or(() -> statistic(ServerViews.DB_TIME).map(cs -> cs * (double) MICROS_PER_CENTISECOND));
  }

  /**
   * How far DB time may be off: the time model's rounding is under a µs per call; the statistic's
   * whole centiseconds may drop up to one per call.
   */
  public double dbTimeUncertaintyMicros() {
    double calls = userCalls();
    return fetch.time().isPresent() ? Math.max(1, calls) : Math.max(1, calls)
        * MICROS_PER_CENTISECOND;
  }

  /**
   * How much of DB time may be the client's own time too: a call is timed until its reply is
   * written, and between the write and the end of the server's timing the client may already be
   * reading; up to ~0.1 ms a call on a busy machine (0.9 ms over 12 calls, seen on two cores).
   */
  public double overlapMicros() {
    return userCalls() * OVERLAP_PER_CALL_MICROS;
  }

  /* The fetch's user calls; one where the statistic is not readable. */
  private double userCalls() {
    return statistic(ServerViews.USER_CALLS).orElse(1.0);
  }

  /** The fetch's DB CPU in µs (time model), if readable. */
  public Optional<Double> dbCpuMicros() {
    return fetch.time().map(t -> (double) t.getOrDefault(ServerViews.DB_CPU, 0L));
  }

  /** 'SQL*Net message from client': the server waiting for the client, between calls. */
  public Optional<ServerSnapshot.Wait> fromClient() {
    return fetch.events().map(e -> e.getOrDefault(FROM_CLIENT_EVENT,
        new ServerSnapshot.Wait(0, 0, ServerSnapshot.IDLE)));
  }

  /** Bytes and round trips as the server counted them (V$MYSTAT), if readable. */
  public Optional<WireTally.Counts> counts() {
    return fetch.statistics().map(s -> new WireTally.Counts(s.getOrDefault(ServerViews
        .FROM_CLIENT, 0L), s.getOrDefault(ServerViews.TO_CLIENT, 0L), s.getOrDefault(ServerViews
        .ROUND_TRIPS, 0L)));
  }

  /** Whether the fetch's DB time was read. */
  public boolean readable() {
    return dbTimeMicros().isPresent();
  }

  /** The lines diagnose prints under the profile. */
  public List<String> lines() {
    List<String> out = new ArrayList<>();
    dbTimeMicros().ifPresent(db -> out.add(InForce.row("db time", String.format(Locale.ROOT,
        "%s in the server%s (%s, less one snapshot's own)", ms(db), dbCpuMicros().map(cpu ->
            ", of which DB CPU " + ms(cpu)).orElse(""), fetch.time().isPresent()
            ? "V$SESS_TIME_MODEL" : "V$MYSTAT, whole centiseconds"))));
    fetch.events().ifPresent(events -> out.add(InForce.row("waits", waits(events))));
    counts().ifPresent(c -> out.add(InForce.row("server", String.format(Locale.ROOT,
        "%,d bytes to the client, %,d from it, %,d round trips (V$MYSTAT)", c.bytesFromServer(),
        c.bytesFromClient(), c.roundTrips()))));
    cpuCount.ifPresent(n -> out.add(InForce.row("cpu_count", n + " (V$PARAMETER)")));
    ServerViews.describe(unreadable, user).forEach(line -> out.add(InForce.row("not read",
        line)));
    return out;
  }

  /* The events the fetch waited on, idle ones (the server waiting for the client) named so. */
  private static String waits(Map<String, ServerSnapshot.Wait> events) {
    List<String> parts = events.entrySet().stream().filter(e -> e.getValue().waits() > 0)
        .sorted((a, b) -> Long.compare(b.getValue().micros(), a.getValue().micros()))
        .map(e -> String.format(Locale.ROOT, "'%s' %,d x, %s%s", e.getKey(),
            e.getValue().waits(), ms(e.getValue().micros()), ServerSnapshot.IDLE.equals(
                e.getValue().waitClass()) ? " (idle: outside the server)" : ""))
        .toList();
    return parts.isEmpty() ? "none" : String.join("; ", parts);
  }

  private Optional<Double> statistic(String name) {
    return fetch.statistics().map(s -> (double) s.getOrDefault(name, 0L));
  }

  private static String ms(double micros) {
    return String.format(Locale.ROOT, "%.1f ms", micros / 1000);
  }
}
