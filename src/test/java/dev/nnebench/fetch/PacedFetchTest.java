package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Real drivers over an emulated link: the fetch-size pair the quick preset's link answer is. */
class PacedFetchTest {
  /** 30 round trips at fetch size 10, 3 at 100, the last partial. */
  private static final Shape SHAPE = new Shape(295, 3, 20, 20, 3);
  /* Long enough that the link's RTT check holds on a busy machine. */
  private static final LinkSpec LINK = LinkSpec.parse("20ms", "unlimited", "0");
  @RegisterExtension
  static final LoopbackDouble LOOPBACK = new LoopbackDouble();

  private static Scenario scenario(int fetchSize) {
    return Scenario.of(DriverVersion.V23, true, EncryptionType.AES256, ChecksumType.SHA256,
        fetchSize, SHAPE, ReadStyle.GET_STRING);
  }

  @Test
  void theQuickerSideFetchesAgainAndEveryCounterStaysPerFetchOfEachSide() throws Exception {
    try (LinkedSession small = LinkedSession.open(scenario(10), LOOPBACK.target(), LINK);
        LinkedSession large = LinkedSession.open(scenario(100), LOOPBACK.target(), LINK)) {
      InterleavedFetch.Pair once = PacedFetch.run(small.session(), large.session(), 0);
      InterleavedFetch.Pair paced = PacedFetch.run(small.session(), large.session(), 1);

      assertEquals(1, once.secondFetches(), "no pace: each side once, as InterleavedFetch");
      assertTrue(paced.secondFetches() >= 1);
      for (InterleavedFetch.Pair pair : new InterleavedFetch.Pair[] {once, paced}) {
        for (FetchResult r : new FetchResult[] {pair.first(), pair.second()}) {
          assertTrue(r.verified());
          assertEquals(SHAPE.rows(), r.rows(), "one fetch's rows, however many it made");
          assertEquals((long) SHAPE.rows() * SHAPE.cellsPerRow(), r.cells());
          assertTrue(r.cpuNanos() > 0 && r.wallNanos() > 0 && r.bytes() > 0);
        }
        assertEquals(pair.first().bytes(), pair.second().bytes());
      }
    }
  }

  @Test
  void fetchesSummedThenDividedGiveTheMeanFetch() {
    FetchResult one = new FetchResult(scenario(10), "t", "updated", null,
        java.util.Optional.empty(), Environment.current(), "small", 295, 1475, 1000, 5, 300,
        100, -1, 4000, 7, true);
    FetchResult other = new FetchResult(scenario(10), "t", "updated", null,
        java.util.Optional.empty(), Environment.current(), "small", 295, 1475, 1000, 5, 500,
        300, -1, 6000, 7, true);

    FetchResult mean = one.plus(other).dividedBy(2);

    assertEquals(295, mean.rows());
    assertEquals(1000, mean.bytes());
    assertEquals(400, mean.wallNanos());
    assertEquals(200, mean.cpuNanos());
    assertEquals(-1, mean.userNanos(), "not measured stays not measured");
    assertEquals(5000, mean.allocatedBytes());
    assertTrue(mean.verified());
  }
}
