package dev.nnebench.diagnose.output;

import static dev.nnebench.diagnose.sweep.PairedTrials.around;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.diagnose.network.FetchSplit;
import dev.nnebench.diagnose.sweep.Finding;
import dev.nnebench.diagnose.sweep.Findings;
import dev.nnebench.diagnose.sweep.PairedTrials;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Interval;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The advice follows the measurements: only what is faster beyond its interval, best first. */
class AdviceTest {
  private static final String NNE_OFF = Candidate.NNE_OFF.text();
  private static final String EZTLS = Candidate.EZTLS.text();
  private static final double IN_FORCE_MS = 30;

  private static List<Finding> findings(Trial... trials) {
    return Findings.of(List.of(trials));
  }

  @Test
  void aFasterSettingIsAdvisedWithItsGainAndProperty() {
    List<String> lines = Advice.lines(findings(
        PairedTrials.of("fetchSize=1000", around(IN_FORCE_MS), around(10))), "");

    assertTrue(lines.get(0).matches("1\\. defaultRowPrefetch=1000: 20\\.\\d ms ± 0\\.\\d+ less per"
        + " fetch \\(3\\.0\\dx ± 0\\.0[1-9] faster\\)"), lines.get(0));
  }

  @Test
  void aSlowerSettingIsNeverAdvised() {
    List<Finding> f = findings(PairedTrials.of("checksum=SHA512", around(IN_FORCE_MS),
        around(40)));

    assertEquals(Finding.Verdict.SLOWER, f.get(0).verdict());
    assertEquals(List.of(), Advice.ranked(f));
    assertTrue(Advice.lines(f, "").get(0).startsWith("No setting tried is faster"), Advice.lines(f, "").get(0));
  }

  @Test
  void aSettingWhoseIntervalReachesOneIsNotAdvised() {
    double[] peer = {29, 31, 29.5, 30.5, 30, 29.8, 30.2, 29.9, 30.1, 30};
    List<Finding> f = findings(PairedTrials.of("driver=19", around(IN_FORCE_MS), peer));

    assertEquals(Finding.Verdict.CANNOT_TELL, f.get(0).verdict());
    assertTrue(f.get(0).shown().endsWith("(cannot be told apart)"), f.get(0).shown());
    assertEquals(List.of(), Advice.ranked(f));
  }

  @Test
  void theBestOfOneKindIsAdvisedOnceAndTheLargestGainRanksFirst() {
    List<Finding> f = findings(
        PairedTrials.of("jce=true", around(IN_FORCE_MS), around(20)),
        PairedTrials.of("fetchSize=100", around(IN_FORCE_MS), around(15)),
        PairedTrials.of("fetchSize=1000", around(IN_FORCE_MS), around(10)),
        PairedTrials.of("fetchSize=10000", around(IN_FORCE_MS), around(12)));

    List<String> settings = Advice.ranked(f).stream().map(x -> x.candidate().text()).toList();

    assertEquals(List.of("fetchSize=1000", "jce=true"), settings);
    assertTrue(Advice.lines(f, "").get(1).startsWith("2. oracle.net.useJCEAPI=true: 10."),
        Advice.lines(f, "").get(1));
  }

  @Test
  void theGainTheRunVouchesForLeadsAndAnOverlappingOneIsNamedAsATie() {
    double[] wide = {6, 14, 5, 15, 10, 8, 12, 7, 13, 10};
    List<Finding> f = findings(
        PairedTrials.of("fetchSize=1000", around(IN_FORCE_MS), wide),
        PairedTrials.of("fetchSize=100", around(IN_FORCE_MS), around(11)));

    String line = Advice.lines(f, "").get(0);

    // 20 ms less with a wide interval vouches for less than 19 ms with a tight one
    assertTrue(line.startsWith("1. defaultRowPrefetch=100: 19."), line);
    assertTrue(line.contains("; cannot be told apart from fetchSize=1000 20.0 ms ± 4"), line);
  }

  @Test
  void turningNneOffIsReportedButNeverAdvised() {
    List<Finding> f = findings(PairedTrials.of(NNE_OFF, around(IN_FORCE_MS),
        around(15)));

    assertEquals(List.of(), Advice.ranked(f));
    List<String> lines = Advice.lines(f, "");
    assertFalse(lines.get(0).startsWith("1."), lines.toString());
    assertTrue(lines.get(1).startsWith("(NNE off: 15."), lines.toString());
  }

  @Test
  void onANetworkTheLargestWallTimeSavedRanksFirstAndTheNetworkIsNamed() {
    // fetch size: 3.0x, 2 s less per fetch; JCE: 2.4x, 3.5 s less (its trial's in-force side
    // was slower): the ratio would put the fetch size first, the time saved puts JCE first
    List<Finding> f = findings(
        PairedTrials.of("fetchSize=1000", around(3000), around(1000)),
        PairedTrials.of("jce=false", around(6000), around(2500)));

    List<String> lines = Advice.lines(f, "on a 2ms link");

    assertTrue(lines.get(0).startsWith("1. oracle.net.useJCEAPI=false: 3.50 s ± 0."), lines.get(0));
    assertTrue(lines.get(0).endsWith("faster) on a 2ms link"), lines.get(0));
    assertTrue(lines.get(1).matches("2\\. defaultRowPrefetch=1000: 2\\.00 s ± 0\\.\\d+ less per fetch"
        + " \\(3\\.0\\dx ± 0\\.\\d+ faster\\) on a 2ms link"), lines.get(1));
  }

  @Test
  void tooFewIterationsCannotBeToldApart() {
    List<Finding> f = findings(PairedTrials.of("fetchSize=1000", new double[] {30, 30},
        new double[] {10, 10}));

    assertEquals(Finding.Verdict.CANNOT_TELL, f.get(0).verdict());
    assertEquals(List.of(), Advice.ranked(f));
  }

  /* Moving NNE to ezTLS is advised as a setting (it keeps the traffic encrypted), with the
   * client CPU it saves, unlike turning NNE off. */
  @Test
  void aMoveToEzTlsIsAdvisedWithItsCpuGainUnlikeNneOff() {
    List<Finding> f = findings(PairedTrials.of(EZTLS, around(IN_FORCE_MS), around(20)),
        PairedTrials.of(NNE_OFF, around(IN_FORCE_MS), around(15)));

    assertEquals(List.of(EZTLS), Advice.ranked(f).stream()
        .map(x -> x.candidate().text()).toList());
    String line = Advice.lines(f, "").get(0);
    assertTrue(line.startsWith("1. switch to ezTLS (oracle.net.encryption_types_client=(EZTLS),"),
        line);
    assertTrue(line.matches(".*: 10\\.\\d ms ± 0\\.\\d+ less per fetch \\(1\\.5\\dx ± 0\\.0\\d"
        + " faster\\), client CPU per fetch 1\\.5\\dx ± 0\\.0\\d lower"), line);
    assertTrue(Advice.lines(f, "").get(1).startsWith("(NNE off: "), Advice.lines(f, "").get(1));
  }

  @Test
  void aMoveToEzTlsWhoseIntervalShowsNoGainIsNotAdvised() {
    List<Finding> f = findings(PairedTrials.of(EZTLS, around(IN_FORCE_MS),
        around(IN_FORCE_MS)));

    assertEquals(List.of(), Advice.ranked(f));
    assertTrue(Advice.lines(f, "").get(0).startsWith("No setting tried is faster"),
        Advice.lines(f, "").get(0));
  }

  /* A profiling fetch of 4,600 ms: 100 round trips on a 1 ms link, and {@code serverMs} DB time. */
  private static FetchSplit split(double serverMs, double rttMs) {
    double network = 100 * rttMs;
    return new FetchSplit(4_600, new Interval(50, 50, 50), Optional.of(new Interval(network,
        network, network * 1.05)), Optional.of(new Interval(serverMs, serverMs - 1,
        serverMs + 1)), 100, Optional.empty());
  }

  @Test
  void aServerBoundFetchIsSaidToBeTheDatabasesAndNoFetchSizeIsRanked() {
    // 80 ms saved of a 4,600 ms fetch of which 601 ms at most are not DB time
    List<Finding> f = findings(PairedTrials.of("fetchSize=1000", around(4600), around(4520)),
        PairedTrials.of("jce=true", around(4600), around(4500)));
    FetchSplit serverBound = split(4_000, 1);

    List<String> lines = Advice.lines(f, "", serverBound);

    assertEquals(Finding.Verdict.FASTER, f.get(0).verdict());
    assertTrue(lines.get(0).startsWith("The time is in the database: 4,000 ms of 4,600 ms per"
        + " fetch (87 %) is DB time"), lines.get(0));
    assertTrue(lines.get(0).endsWith("; no client setting saves it, and fewer round trips save"
        + " at most the 601 ms that are not DB time (the network's 100 ms among them)."),
        lines.get(0));
    assertEquals(List.of("jce=true"), Advice.ranked(f, serverBound).stream()
        .map(x -> x.candidate().text()).toList());
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("(defaultRowPrefetch=1000: ")
        && l.contains("not ranked: it cuts round trips, worth at most the 601 ms of this fetch"
        + " that are not DB time")),
        lines.toString());
  }

  /* A server whose time goes with its calls: fewer fetch calls saved 4,300 ms where 601 ms are
   * not DB time. The measurement overrules the split's assumption. */
  @Test
  void aFetchSizeThatSavedMoreThanTheRoundTripsCouldIsRankedAndSaysItCutDbTime() {
    List<Finding> f = findings(PairedTrials.of("fetchSize=1000", around(4600), around(300)),
        PairedTrials.of("jce=true", around(4600), around(4500)));
    FetchSplit serverBound = split(4_000, 1);

    List<String> lines = Advice.lines(f, "", serverBound);

    assertTrue(lines.get(0).endsWith("; fewer calls saved more than the 601 ms that are not DB"
        + " time here, so part of it goes with the number of calls the database answers."),
        lines.get(0));
    assertEquals(List.of("fetchSize=1000", "jce=true"), Advice.ranked(f, serverBound).stream()
        .map(x -> x.candidate().text()).toList());
    assertTrue(lines.get(1).startsWith("1. defaultRowPrefetch=1000: ")
        && lines.get(1).contains("; more than the round trips could save: fewer fetch calls cut"
        + " DB time too"), lines.get(1));
    assertFalse(lines.stream().anyMatch(l -> l.contains("not ranked")), lines.toString());
  }

  @Test
  void withNoServerTimeBehindALinkTheFetchSizeRanksFirst() {
    List<Finding> f = findings(PairedTrials.of("fetchSize=1000", around(4600), around(300)),
        PairedTrials.of("jce=true", around(4600), around(4500)));
    FetchSplit networkBound = split(10, 20);

    List<String> lines = Advice.lines(f, "", networkBound);

    assertFalse(networkBound.serverBound());
    assertTrue(lines.get(0).startsWith("1. defaultRowPrefetch=1000: "), lines.get(0));
    assertFalse(lines.stream().anyMatch(l -> l.contains("in the database")), lines.toString());
  }
}
