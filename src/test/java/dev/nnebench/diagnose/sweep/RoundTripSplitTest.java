package dev.nnebench.diagnose.sweep;

import static dev.nnebench.diagnose.sweep.PairedTrials.around;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Facts;
import dev.nnebench.diagnose.profile.ServerTime;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.link.WireTally;
import dev.nnebench.results.Columns;
import dev.nnebench.results.Trial;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Waiting split into round trips x RTT and the rest, from counted round trips. */
class RoundTripSplitTest {
  /* 10 fetches a second (PairedTrials), each 1,000 round trips and 10,000 rows. */
  private static Trial overALink(String counterpart, double ownMs, double peerMs) {
    return PairedTrials.of(counterpart, around(ownMs), around(peerMs))
        .with(Trial.SERIES + Columns.aux("roundTrips"), ten("10000"))
        .with(Trial.SERIES + Columns.aux("rows"), ten("100000"))
        .with(Trial.SERIES + Columns.aux("bytesFromServer"), ten("1e7"))
        .with(Columns.negotiated(Facts.RTT_MEASURED.name()), "2.0500");
  }

  private static String ten(String value) {
    return String.join(" ", Collections.nCopies(10, value));
  }

  @Test
  void aTrialOverALinkSplitsWaitingIntoRoundTripsTimesItsMeasuredRtt() {
    // in force 3,000 ms wall, 1,500 ms CPU (PairedTrials: CPU = wall / 2): 1,500 ms waiting
    Attribution a = Attribution.of(List.of(overALink("fetchSize=1000", 3000, 1000)), false, 9)
        .orElseThrow();

    RoundTripSplit t = a.trips().orElseThrow();
    assertEquals(1000, t.roundTrips(), 1e-9);
    assertEquals(10, t.rowsPerRoundTrip(), 1e-9);
    assertEquals(2.05, t.rttMs(), 1e-9);
    assertEquals(2050, t.roundTripMs(), 1e-6);
    assertEquals(1500 - 2050, t.restMs(a.waitMs()), 20);
    List<String> lines = a.lines();
    assertTrue(lines.stream().anyMatch(l -> l.contains("none: round trips at the RTT measured"
        + " exceed the waiting measured")), lines.toString());
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("round trips 1,000 per fetch x 2.050 ms"
        + " RTT = 2.05e+03 ms")), lines.toString());
    assertTrue(lines.stream().anyMatch(l -> l.contains("10.0 rows (1,000 bytes) per round trip:"
        + " the fetch size the driver really used")), lines.toString());
  }

  @Test
  void withoutALinkTheTrialsProbeFetchGivesTheDriversOwnFetchSizeAtTheRttMeasured() {
    // driver 23 at its default: 244 rows per round trip on its probe fetch, which read only
    // part of the 9,760 rows a fetch reads (10 fetches, 97,600 rows a second)
    Trial t = PairedTrials.of("fetchSize=1000", around(300), around(100))
        .with(Trial.SERIES + Columns.aux("rows"), ten("97600"))
        .with(Columns.negotiated(Facts.PROBED_ROUND_TRIPS.name()), "10")
        .with(Columns.negotiated(Facts.ROWS_PER_ROUND_TRIP.name()), "244");

    RoundTripSplit trips = Attribution.of(List.of(t), false, 2.0).orElseThrow().trips()
        .orElseThrow();

    assertEquals(244, trips.rowsPerRoundTrip(), 1e-9, "not 10");
    assertEquals(40, trips.roundTrips(), 1e-9, "the fetch's rows over the probe's rows per trip");
    assertEquals(80, trips.roundTripMs(), 1e-9);
  }

  @Test
  void withoutALinkOrAProbeTheProfilesCountStandsIn() {
    Attribution a = Attribution.of(List.of(PairedTrials.of("fetchSize=1000", around(300),
        around(100))), false, 2.0).orElseThrow();
    assertTrue(a.trips().isEmpty());
    WireProfile profile = new WireProfile(new ResultProfile(4_000, List.of(), Optional.empty(),
        ""), Optional.of(new WireTally.Counts(9_000, 400_000, 20)), "",
        ServerTime.none("n/a"), 50_000_000, 0);

    RoundTripSplit t = a.orTrips(RoundTripSplit.ofProfile(profile, 2.0)).trips().orElseThrow();

    assertEquals(200, t.rowsPerRoundTrip(), 1e-9, "the driver's own fetch size, not 10");
    assertEquals(40, t.roundTripMs(), 1e-9);
    assertEquals("counted on the profiling fetch", t.source());
  }

  @Test
  void aProfileWithoutCountedRoundTripsSplitsNothing() {
    WireProfile uncounted = new WireProfile(new ResultProfile(10, List.of(), Optional.empty(),
        ""), Optional.empty(), "not counted", ServerTime.none(""), 0, 0);

    assertTrue(RoundTripSplit.ofProfile(uncounted, 2.0).isEmpty());
  }
}
