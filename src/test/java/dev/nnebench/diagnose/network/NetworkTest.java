package dev.nnebench.diagnose.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.profile.ServerTime;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.WireTally;
import dev.nnebench.target.TargetKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The user's network brought to the loopback double: what is measured, what is replayed. */
class NetworkTest {
  private static final long MS = 1_000_000;
  private static final TargetRtt MEASURED = TargetRtt.of(new long[] {2_300_000, 2_051_234,
      2_100_000, 2_400_000, 2_200_000});

  private static WireProfile profile(long bytesFromServer, long roundTrips, long nanos) {
    return new WireProfile(new ResultProfile(1000, List.of(), Optional.empty(), ""),
        Optional.of(new WireTally.Counts(1000, bytesFromServer, roundTrips)), "",
        ServerTime.none(""), nanos, 0);
  }

  @Test
  void pingsGiveTheFastestAndTheMedian() {
    assertEquals(2_051_234, MEASURED.fastestNanos());
    assertEquals(2_200_000, MEASURED.medianNanos());
    assertEquals(5, MEASURED.pings());
  }

  @Test
  void aUrlTargetsMeasuredRttIsWhatTheReplayRunsOverAndIsNamedInTheAdvice() {
    Network n = new Network(TargetKind.URL, LinkSpec.NONE, false, Optional.of(MEASURED));

    assertEquals(new LinkSpec(2_050_000, 0, 0), n.replayLink(), "rounded to 10 us");
    assertEquals(2.051234, n.rttMs(), 1e-9);
    assertEquals("on the network to the target, RTT 2.051 ms measured", n.where());
    assertEquals("on a 2050us link (the RTT measured to the target)", n.replayWhere());
  }

  @Test
  void anRttGivenWinsOverTheMeasuredOneForTheReplay() {
    LinkSpec given = LinkSpec.parse("5ms", "unlimited", "0");
    Network n = new Network(TargetKind.URL, given, true, Optional.of(MEASURED));

    assertEquals(given, n.replayLink());
    assertTrue(n.replayWhere().endsWith("(--rtt)"), n.replayWhere());
    assertTrue(n.where().contains("behind an emulated 5ms link"), n.where());
  }

  @Test
  void aBandwidthGivenAloneIsKeptBesideTheMeasuredRtt() {
    Network n = new Network(TargetKind.CONTAINER, LinkSpec.parse("0", "100mbit", "0"), false,
        Optional.of(MEASURED));

    assertEquals(new LinkSpec(2_050_000, 100_000_000, 0), n.replayLink());
  }

  @Test
  void onLoopbackTheAdviceNamesTheEmulatedLinkOrNothing() {
    assertEquals("on a 2ms link", new Network(TargetKind.LOOPBACK,
        LinkSpec.parse("2ms", "unlimited", "0"), true, Optional.empty())
        .where());
    assertEquals("", Network.loopback().where());
    assertEquals(0, Network.loopback().rttMs());
  }

  @Test
  void theBandwidthIsAtLeastTheBytesOverTheTimeNotSpentInRoundTrips() {
    Network n = new Network(TargetKind.URL, LinkSpec.NONE, false, Optional.of(TargetRtt.of(
        new long[] {2 * MS})));

    // 10 MB in 1.2 s, 100 round trips of 2 ms: 10 MB in 1 s, 80 Mbit/s at least
    Network measured = n.withBandwidthFrom(profile(10_000_000, 100, 1_200 * MS));

    assertEquals(Optional.of(80_000_000L), measured.bandwidthAtLeast());
    assertTrue(measured.lines().get(2).contains("at least 80 Mbit/s"), measured.lines().get(2));
  }

  @Test
  void aSmallProfileSaysNothingAboutBandwidth() {
    Network n = new Network(TargetKind.URL, LinkSpec.NONE, false, Optional.of(MEASURED));

    Network small = n.withBandwidthFrom(profile(50_000, 5, 20 * MS));

    assertTrue(small.bandwidthAtLeast().isEmpty());
    assertTrue(small.lines().get(2).contains("moved under 1 MB"), small.lines().get(2));
  }

  @Test
  void aFetchItsRoundTripsFillSaysNothingAboutBandwidth() {
    Network n = new Network(TargetKind.URL, LinkSpec.NONE, false, Optional.of(MEASURED));

    // 1,000 round trips of at least 2.05 ms cannot fit in 2 s: round trips bound it
    Network bound = n.withBandwidthFrom(profile(10_000_000, 1_000, 2_000 * MS));

    assertTrue(bound.bandwidthAtLeast().isEmpty());
    assertTrue(bound.lines().get(2).contains("its round trips, not the bandwidth, bound it"),
        bound.lines().get(2));
  }
}
