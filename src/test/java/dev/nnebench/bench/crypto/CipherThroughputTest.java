package dev.nnebench.bench.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.Smoke;
import dev.nnebench.nne.EncryptionType;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;

class CipherThroughputTest {

  @Test
  void everyMethodRunsForBothEnginesInAForkedJvm() throws Exception {
    List<RunResult> results =
        Smoke.run(CipherThroughput.class, "bytes", "8192", "algorithm", "AES256");

    // copy, encrypt, decrypt x engines JCE and DRIVER_23
    assertEquals(6, results.size());
    results.forEach(r -> assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().id()));
  }

  @Test
  void driverEngineAddsItsPaddingTrailerAndRoundTrips() throws Throwable {
    CipherThroughput bench = new CipherThroughput();
    bench.bytes = 8192;
    bench.algorithm = EncryptionType.AES128;
    bench.engine = CryptoEngine.DRIVER_23;
    bench.setUp();

    assertEquals(8192 + 1, bench.encrypt().length, "the driver appends its padding trailer");
    assertEquals(8192, bench.decrypt().length);
  }
}
