package dev.nnebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;

class ConnectCostTest {
  private static LoopbackDouble target;

  @BeforeAll
  static void start() {
    target = new LoopbackDouble();
  }

  @AfterAll
  static void stop() {
    target.close();
  }

  @Test
  void opensDirectlyAndFromThePoolInAForkedJvm() throws Exception {
    List<RunResult> results = Smoke.run(ConnectCost.class, target.forkProperties(),
        "encryption", "AES256", "checksum", "SHA256");

    // open and pooled
    assertEquals(2, results.size());
    results.forEach(r -> assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().id()));
  }
}
