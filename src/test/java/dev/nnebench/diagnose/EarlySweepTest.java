package dev.nnebench.diagnose;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.diagnose.network.FetchSplit;
import dev.nnebench.stats.Interval;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The likeliest gain is swept first, so the first advice comes early. */
class EarlySweepTest {
  private static final List<Candidate> PRESET = List.of(Candidate.parse("fetchSize=100"),
      Candidate.parse("fetchSize=1000"), Candidate.parse("jce=true"), Candidate.NNE_OFF);

  private static FetchSplit split(double cpuMs, double networkMs) {
    return new FetchSplit(1_000, new Interval(cpuMs, cpuMs, cpuMs), Optional.of(
        new Interval(networkMs, networkMs, networkMs)), Optional.empty(), 100, Optional.empty());
  }

  private static List<String> order(FetchSplit split, double rowsPerTrip) {
    return EarlySweep.ordered(PRESET, split, rowsPerTrip).stream().map(Candidate::text).toList();
  }

  private static final List<Candidate> SIZES = List.of(Candidate.parse("fetchSize=10000"),
      Candidate.parse("fetchSize=1000"), Candidate.parse("fetchSize=100"),
      Candidate.parse("fetchSize=10"), Candidate.parse("jce=true"), Candidate.NNE_OFF);

  @Test
  void roundTripsFirstBehindALinkTheFetchSizeNearestTenTimesTheRowsPerTripFirst() {
    assertEquals(List.of("fetchSize=100", "fetchSize=1000", "jce=true",
        "encryption=NONE/checksum=NONE"), order(split(100, 800), 20));
  }

  @Test
  void smallRoundTripsComeFirstEvenWhereTheClientsCpuOutweighsTheNetwork() {
    assertEquals("fetchSize=100", order(split(600, 10), 25).get(0));
  }

  /* The wide shape on loopback: the driver chose 110 rows per round trip. */
  @Test
  void fetchSizesThatCannotCutRoundTripsGoLast() {
    List<String> order = EarlySweep.ordered(SIZES, split(440, 7), 110.7).stream()
        .map(Candidate::text).toList();
    assertEquals(List.of("fetchSize=1000", "fetchSize=10000", "jce=true",
        "encryption=NONE/checksum=NONE", "fetchSize=100", "fetchSize=10"), order);
  }

  @Test
  void withoutRowsPerTripLargerFetchSizesFirst() {
    assertEquals(List.of("fetchSize=10000", "fetchSize=1000", "fetchSize=100"),
        EarlySweep.ordered(SIZES, split(100, 800), 0).stream().map(Candidate::text).limit(3)
            .toList());
  }

  @Test
  void theClientsCpuFirstWhereTheFetchAlreadyMovesManyRowsPerTrip() {
    assertEquals(List.of("jce=true", "encryption=NONE/checksum=NONE", "fetchSize=1000",
        "fetchSize=100"), order(split(600, 10), 5_000));
  }
}
