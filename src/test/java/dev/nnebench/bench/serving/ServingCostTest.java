package dev.nnebench.bench.serving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.Smoke;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openjdk.jmh.results.RunResult;

class ServingCostTest {
  /** Cells of the served shape: the TTC stream must carry at least these bytes. */
  private static final long CELL_BYTES = 2_000L * 10 * 500;

  @ParameterizedTest
  @EnumSource(value = ServingCost.Protection.class, names = {"AES256_SHA512", "TDES168_SHA256"})
  void shouldServeTheWholeShapeAndFeedTheReferenceTheSameBytes(ServingCost.Protection p)
      throws Exception {
    ServingCost bench = new ServingCost();
    bench.protection = p;
    bench.setUp();
    ServingCost.Served served = new ServingCost.Served();
    long bytes = bench.serve(served);
    assertTrue(bytes > CELL_BYTES && bytes < CELL_BYTES * 11 / 10, "payload bytes " + bytes);
    assertEquals(bytes, bench.bareCipherAndMac(served));
    assertEquals(2 * bytes, served.payloadBytes);
    assertTrue(served.cpuNanos > 0);
  }

  @Test
  void shouldRunBothMethodsWithTheirCountersInAForkedJvm() throws Exception {
    List<RunResult> results = Smoke.run(ServingCost.class, "protection", "AES256_SHA256");
    assertEquals(2, results.size());
    for (RunResult r : results) {
      assertTrue(r.getSecondaryResults().get("payloadBytes").getScore() > 0, r.getParams().id());
      assertTrue(r.getSecondaryResults().get("cpuNanos").getScore() > 0, r.getParams().id());
    }
  }
}
