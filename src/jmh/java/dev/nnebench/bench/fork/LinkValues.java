package dev.nnebench.bench.fork;

import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.fetch.RoundTripProbe;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.SduAsked;
import dev.nnebench.target.Target;
import dev.nnebench.target.ThinUrl;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What a cell asks of its connections (the emulated link, the SDU, the LOB prefetch), read from
 * its values, and what the fork measured of them for the trial's sidecar: the RTT it ran over,
 * not only the one it asked for, and the round trips a fetch or a connect really makes.
 */
public final class LinkValues {
  private LinkValues() {}

  /** The link a cell asks for; no link when the values name none. */
  public static LinkSpec spec(Map<String, String> values) {
    return LinkSpec.parse(values.getOrDefault(ParamName.RTT, "0"),
        values.getOrDefault(ParamName.BANDWIDTH, "unlimited"), "0");
  }

  /** The SDU a cell asks for; the driver's own when the values name none. */
  public static int sdu(Map<String, String> values) {
    return SduAsked.parse(values.getOrDefault(ParamName.SDU, SduAsked.DEFAULT));
  }

  /** The LOB prefetch a cell asks for; the driver's own when the values name none. */
  public static int lobPrefetch(Map<String, String> values) {
    return LobPrefetch.parse(values.getOrDefault(ParamName.LOB_PREFETCH, LobPrefetch.DEFAULT));
  }

  /** The measured round trip of a session over a link; nothing without one. */
  public static Map<String, String> of(LinkedSession session) {
    return session.rtt().map(LinkValues::of).orElseGet(LinkedHashMap::new);
  }

  /** A measured round trip as sidecar values (a pool's, measured on its first connection). */
  public static Map<String, String> of(MeasuredRtt rtt) {
    Map<String, String> out = new LinkedHashMap<>();
    out.put(SidecarName.RTT_MEASURED, ms(rtt.withLinkNanos()));
    out.put(SidecarName.RTT_ADDED, ms(rtt.addedNanos()));
    out.put(SidecarName.RTT_WITHOUT_LINK, ms(rtt.withoutLinkNanos()));
    return out;
  }

  /**
   * The rows per round trip a cell's fetch really makes, counted on a probe connection through a
   * relay without delay ({@link RoundTripProbe}); nothing where no relay can stand in for the
   * target's address (a TNS descriptor, TCPS). A LOB shape's LOB round trips come with them
   * where the target counts them (the loopback double).
   */
  public static Map<String, String> probed(Scenario scenario, Target target) throws SQLException {
    if (!relayable(target)) {
      return Map.of();
    }
    RoundTripProbe.Count c = RoundTripProbe.count(scenario, target);
    Map<String, String> out = new LinkedHashMap<>();
    out.put(SidecarName.ROWS_PER_ROUND_TRIP, String.format(Locale.ROOT, "%.1f",
        c.rowsPerRoundTrip()));
    out.put(SidecarName.PROBED_ROUND_TRIPS, Long.toString(c.roundTrips()));
    c.lobRoundTrips().ifPresent(n -> out.put(SidecarName.LOB_ROUND_TRIPS, Long.toString(n)));
    return out;
  }

  /**
   * The round trips one open and close makes, counted through a relay without delay: what a
   * link's RTT multiplies in every new connection.
   */
  public static Map<String, String> connectRoundTrips(Scenario scenario, Target target)
      throws SQLException {
    return relayable(target) ? Map.of(SidecarName.CONNECT_ROUND_TRIPS,
        Long.toString(RoundTripProbe.connectRoundTrips(scenario, target))) : Map.of();
  }

  /* A TNS descriptor (TCPS, a user's entry) has no address a relay can stand in for. */
  private static boolean relayable(Target target) {
    return ThinUrl.parse(target.url()).isPresent();
  }

  private static String ms(long nanos) {
    return String.format(Locale.ROOT, "%.4f", nanos / 1e6);
  }
}
