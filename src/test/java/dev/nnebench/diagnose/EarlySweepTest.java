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

  @Test
  void roundTripsFirstBehindALinkLargerFetchSizesFirst() {
    assertEquals(List.of("fetchSize=1000", "fetchSize=100", "jce=true",
        "encryption=NONE/checksum=NONE"), order(split(100, 800), 2_000));
  }

  @Test
  void smallRoundTripsComeFirstEvenWhereTheClientsCpuOutweighsTheNetwork() {
    assertEquals("fetchSize=1000", order(split(600, 10), 25).get(0));
  }

  @Test
  void theClientsCpuFirstWhereTheFetchAlreadyMovesManyRowsPerTrip() {
    assertEquals(List.of("jce=true", "encryption=NONE/checksum=NONE", "fetchSize=1000",
        "fetchSize=100"), order(split(600, 10), 5_000));
  }
}
