package dev.nnebench.bench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.Smoke;
import dev.nnebench.nne.ChecksumType;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;

class ChecksumThroughputTest {

  @Test
  void everyMethodRunsForBothEnginesInAForkedJvm() throws Exception {
    List<RunResult> results =
        Smoke.run(ChecksumThroughput.class, "bytes", "8192", "algorithm", "SHA256");

    // copy, digest x engines JCE and DRIVER_23
    assertEquals(4, results.size());
    results.forEach(r -> assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().id()));
  }

  @Test
  void digestHasTheAlgorithmsLengthForEachEngine() throws Throwable {
    for (CryptoEngine engine : CryptoEngine.values()) {
      for (ChecksumType algorithm : ChecksumType.values()) {
        if (algorithm == ChecksumType.NONE || algorithm.legacy()) {
          continue; // no digest; not in the 23.x driver
        }
        ChecksumThroughput bench = new ChecksumThroughput();
        bench.bytes = 8192;
        bench.algorithm = algorithm;
        bench.engine = engine;
        bench.setUp();

        int expected = java.security.MessageDigest.getInstance(algorithm.jcaName())
            .getDigestLength();
        assertEquals(expected, bench.digest().length, engine + " " + algorithm);
      }
    }
  }
}
