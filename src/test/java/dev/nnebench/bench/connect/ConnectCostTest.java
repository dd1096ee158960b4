package dev.nnebench.bench.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.LoopbackDouble;
import dev.nnebench.bench.Smoke;
import dev.nnebench.target.LoopbackTarget;
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
    // compiled sooner, so a trial's warm-up reaches the opens' compiled level
    results.forEach(r -> assertTrue(r.getParams().getJvmArgs().contains(
        LoopbackTarget.COMPILE_SOONER), r.getParams().getJvmArgs().toString()));
  }

  @Test
  void aPairedOpenTimesItsCounterpartApart() throws Exception {
    List<RunResult> results = Smoke.run(ConnectCost.class, TARGET.forkProperties(),
        "encryption", "AES256", "checksum", "SHA256", "counterpart",
        "encryption=NONE/checksum=NONE");

    RunResult open = results.stream()
        .filter(r -> r.getParams().getBenchmark().endsWith(".open")).findFirst().orElseThrow();
    var counters = open.getSecondaryResults();
    assertTrue(counters.get("openNanos").getScore() > 0);
    assertTrue(counters.get("openNanosPeer").getScore() > 0);
    assertTrue(counters.get("openCpuNanos").getScore() > 0);
    assertTrue(counters.get("openCpuNanosPeer").getScore() > 0);
    assertEquals(counters.get("opens").getScore(), counters.get("opensPeer").getScore(),
        counters.get("opens").getScore() * 1e-9);
  }

  @Test
  void opensOverTcpsBesideATcpCounterpart() throws Exception {
    List<RunResult> results = Smoke.run(ConnectCost.class, TARGET.forkProperties(),
        "transport", "tcps", "encryption", "NONE", "checksum", "NONE", "counterpart",
        "transport=tcp");

    RunResult open = results.stream()
        .filter(r -> r.getParams().getBenchmark().endsWith(".open")).findFirst().orElseThrow();
    assertTrue(open.getSecondaryResults().get("openNanos").getScore() > 0);
    assertTrue(open.getSecondaryResults().get("openNanosPeer").getScore() > 0);
  }
}
