package dev.nnebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openjdk.jmh.results.RunResult;

class ConnectCostTest {
  @RegisterExtension static final LoopbackDouble TARGET = new LoopbackDouble();

  @Test
  void opensDirectlyAndFromThePoolInAForkedJvm() throws Exception {
    List<RunResult> results = Smoke.run(ConnectCost.class, TARGET.forkProperties(),
        "encryption", "AES256", "checksum", "SHA256");

    // open and pooled
    assertEquals(2, results.size());
    results.forEach(r -> assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().id()));
  }
}
