package dev.nnebench.bench.fork;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.fetch.RoundTripProbe;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import dev.nnebench.target.ThinUrl;
import java.sql.SQLException;

/**
 * What the fork measured of a cell's connections for the trial's sidecar: the RTT it ran over,
 * not only the one it asked for, and the round trips a fetch or a connect really makes.
 */
public final class LinkFacts {
  private LinkFacts() {}

  /** The measured round trip of a session over a link; nothing without one. */
  public static Observed of(LinkedSession session) {
    return session.rtt().map(LinkFacts::of).orElse(Observed.NONE);
  }

  /** A measured round trip (a pool's, measured on its first connection). */
  public static Observed of(MeasuredRtt rtt) {
    return Observed.NONE.with(Facts.RTT_MEASURED, ms(rtt.withLinkNanos()))
        .with(Facts.RTT_ADDED, ms(rtt.addedNanos()))
        .with(Facts.RTT_WITHOUT_LINK, ms(rtt.withoutLinkNanos()));
  }

  /**
   * The rows per round trip a cell's fetch really makes, counted on a probe connection through a
   * relay without delay ({@link RoundTripProbe}); nothing where no relay can stand in for the
   * target's address (a TNS descriptor, TCPS). A LOB shape's LOB round trips come with them
   * where the target counts them (the loopback double).
   */
  public static Observed probed(Scenario scenario, Target target) throws SQLException {
    if (!relayable(target)) {
      return Observed.NONE;
    }
    RoundTripProbe.Count c = RoundTripProbe.count(scenario, target);
    Observed out = Observed.NONE.with(Facts.ROWS_PER_ROUND_TRIP, c.rowsPerRoundTrip())
        .with(Facts.PROBED_ROUND_TRIPS, c.roundTrips());
    return c.lobRoundTrips().isPresent()
        ? out.with(Facts.LOB_ROUND_TRIPS, c.lobRoundTrips().getAsLong()) : out;
  }

  /**
   * The round trips one open and close makes, counted through a relay without delay: what a
   * link's RTT multiplies in every new connection.
   */
  public static Observed connectRoundTrips(Scenario scenario, Target target)
      throws SQLException {
    return relayable(target) ? Observed.NONE.with(Facts.CONNECT_ROUND_TRIPS,
        RoundTripProbe.connectRoundTrips(scenario, target)) : Observed.NONE;
  }

  /* A TNS descriptor (TCPS, a user's entry) has no address a relay can stand in for. */
  private static boolean relayable(Target target) {
    return ThinUrl.parse(target.url()).isPresent();
  }

  private static double ms(long nanos) {
    return nanos / 1e6;
  }
}
