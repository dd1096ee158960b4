package dev.nnebench.bench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.LoopbackDouble;
import dev.nnebench.bench.Smoke;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;

class FetchThroughputTest {
  @RegisterExtension static final LoopbackDouble TARGET = new LoopbackDouble();

  @Test
  void fetchesWithAndWithoutNneInAForkedJvmAndCountsWhatItRead() throws Exception {
    List<RunResult> results = Smoke.run(FetchThroughput.class, TARGET.forkProperties(),
        "encryption", "NONE,AES256", "checksum", "SHA256");

    assertEquals(2, results.size());
    for (RunResult r : results) {
      assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().id());
      for (String counter : List.of("cpuNanos", "bytes", "cells", "rows", "wallNanos",
          "allocBytes")) {
        assertTrue(r.getSecondaryResults().get(counter).getScore() > 0, counter);
      }
    }
  }

  @Test
  void aPairedTrialFetchesItsCounterpartBesideItAndCountsItApart() throws Exception {
    List<RunResult> results = Smoke.run(FetchThroughput.class, TARGET.forkProperties(),
        "encryption", "AES256", "checksum", "SHA256", "counterpart",
        "encryption=NONE/checksum=NONE");

    assertEquals(1, results.size());
    var counters = results.get(0).getSecondaryResults();
    for (String side : List.of("", "Peer")) {
      assertTrue(counters.get("cpuNanos" + side).getScore() > 0, side);
      // user time is read at clock-tick resolution: a short smoke run may count none of it
      assertTrue(counters.get("userNanos" + side).getScore() >= 0, side);
      // the same shape on both sides: as many bytes per fetch
      assertEquals(counters.get("bytes").getScore(), counters.get("bytes" + side).getScore(),
          counters.get("bytes").getScore() * 1e-9);
    }
  }

  @Test
  void aTcpsTrialFetchesOverTlsBesideItsTcpCounterpartWithNne() throws Exception {
    List<RunResult> results = Smoke.run(FetchThroughput.class, TARGET.forkProperties(),
        "transport", "tcps", "encryption", "NONE", "checksum", "NONE", "counterpart",
        "transport=tcp/encryption=AES256/checksum=SHA256");

    assertEquals(1, results.size());
    var counters = results.get(0).getSecondaryResults();
    assertTrue(counters.get("cpuNanos").getScore() > 0);
    assertTrue(counters.get("cpuNanosPeer").getScore() > 0);
    assertEquals(counters.get("bytes").getScore(), counters.get("bytesPeer").getScore(),
        counters.get("bytes").getScore() * 1e-9);
  }

  /* The default smoke shape (100 rows) at the default smoke fetch size (100): one fetch call. */
  @Test
  void overALinkEachSideCountsItsRoundTripsAndTheLinkItRanOver() throws Exception {
    List<RunResult> results = Smoke.run(FetchThroughput.class, TARGET.forkProperties(),
        "encryption", "NONE", "checksum", "NONE", "rtt", "20ms", "counterpart", "fetchSize=10");

    assertEquals(1, results.size());
    var counters = results.get(0).getSecondaryResults();
    double fetches = counters.get("rows").getScore() / 100;
    double trips = counters.get("roundTrips").getScore() / fetches;
    double peerTrips = counters.get("roundTripsPeer").getScore() / fetches;
    // JMH reports the counters as rates: their quotient is a round-trip count to within rounding
    assertTrue(trips > 0.99 && trips < 3.01, "round trips per fetch at fetch size 100: " + trips);
    assertTrue(peerTrips > 9.99 && peerTrips < 13.01, "at fetch size 10: " + peerTrips);
    assertTrue(counters.get("bytesFromServer").getScore() > counters.get("bytes").getScore());
  }

  @Test
  void withoutATargetTheTrialFailsTheRun() {
    assertThrows(RunnerException.class, () -> Smoke.run(FetchThroughput.class,
        "encryption", "NONE", "checksum", "NONE"));
  }
}
