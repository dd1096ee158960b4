package dev.nnebench.bench.pool;

import dev.nnebench.cell.Observed;
import dev.nnebench.cell.Facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.LoopbackDouble;
import dev.nnebench.bench.Smoke;
import dev.nnebench.run.fork.TrialSidecar;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;

class PoolThroughputTest {
  @RegisterExtension static final LoopbackDouble TARGET = new LoopbackDouble();

  @Test
  void fourThreadsFetchThroughAPoolOfTwoAndCountAsOne(@TempDir Path sidecars) throws Exception {
    Map<String, String> fork = new HashMap<>(TARGET.forkProperties());
    fork.put(TrialSidecar.DIRECTORY_PROPERTY, sidecars.toString());
    List<RunResult> results = Smoke.run(PoolThroughput.class, fork, "encryption", "AES256",
        "checksum", "SHA256", "threads", "4", "poolSize", "2");

    assertEquals(1, results.size());
    RunResult r = results.get(0);
    assertEquals("4", r.getParams().getParam("threads"));
    var c = r.getSecondaryResults();
    // every thread's verified fetches count, not only JMH's own thread's (its score); a wrong
    // digest would have failed the trial
    double own = r.getPrimaryResult().getScore() * c.get("windowNanos").getScore() / 1e9;
    assertTrue(c.get("fetches").getScore() > 1.2 * own, c.get("fetches") + " vs " + own);
    assertTrue(c.get("cpuNanos").getScore() > 0);
    assertTrue(c.get("latencyP50Nanos").getScore() > 0);
    assertTrue(c.get("latencyP99Nanos").getScore() >= c.get("latencyP50Nanos").getScore());
    assertTrue(c.get("waitNanos").getScore() >= 0);
    Observed recorded = TrialSidecar.read(sidecars, r.getParams());
    assertTrue(recorded.text(Facts.HIKARI).startsWith("maximumPoolSize=2 minimumIdle=2"
        + " connectionTimeout=30000ms maxLifetime=1800000ms"), recorded.toString());
    assertTrue(recorded.text(Facts.HIKARI).endsWith("oracle.jdbc.implicitStatementCacheSize=20"));
    assertEquals("AES256", recorded.text(Facts.ENCRYPTION));
  }

  @Test
  void overALinkThePoolsConnectionsPayItsRoundTripAndTheRowSaysWhatWasMeasured(
      @TempDir Path sidecars) throws Exception {
    Map<String, String> fork = new HashMap<>(TARGET.forkProperties());
    fork.put(TrialSidecar.DIRECTORY_PROPERTY, sidecars.toString());
    List<RunResult> results = Smoke.run(PoolThroughput.class, fork, "encryption", "NONE",
        "checksum", "NONE", "threads", "2", "poolSize", "2", "rtt", "20ms");

    RunResult r = results.get(0);
    var c = r.getSecondaryResults();
    // every fetch crossed the relay, whose one-way delay (10 ms) no reply can beat
    assertTrue(c.get("latencyP50Nanos").getScore() >= 10e6, c.get("latencyP50Nanos").toString());
    assertTrue(c.get("jitMillis").getScore() >= 0);
    assertTrue(c.get("gcMillis").getScore() >= 0);
    Observed recorded = TrialSidecar.read(sidecars, r.getParams());
    // the link was measured on the pool's own relay, with its delays off and on
    assertTrue(recorded.get(Facts.RTT_MEASURED).orElseThrow()
        > recorded.get(Facts.RTT_WITHOUT_LINK).orElseThrow(), recorded.toString());
    assertTrue(recorded.has(Facts.RTT_ADDED), recorded.toString());
  }

  /* Four connections, each execute holding one of the model's CPUs for 80 ms: two CPUs make
   * borrows wait in line for one, eight never do (at most four ask at once, so a CPU is always
   * free); the knee K (S + Z_h) / S lies between. Counted by the server, not timed here. */
  @Test
  void aServerModelsCpusMakeThePoolQueueUntilTheyOutnumberIt(@TempDir Path sidecars)
      throws Exception {
    Observed two = served(sidecars.resolve("k2"), "pool-check-k2");
    Observed eight = served(sidecars.resolve("k8"), "pool-check-k8");

    assertTrue(two.get(Facts.SERVER_QUEUE_PER_FETCH).orElseThrow() > 0, two.toString());
    assertEquals(0.0, eight.get(Facts.SERVER_QUEUE_PER_FETCH).orElseThrow(), eight.toString());
    for (Observed o : List.of(two, eight)) {
      assertTrue(o.get(Facts.SERVER_CPU_PER_FETCH).orElseThrow() > 0, o.toString());
      assertTrue(o.has(Facts.PROBED_ROUND_TRIPS), o.toString());
      assertTrue(o.text(Facts.SERVER_MODEL).startsWith("cpus="), o.toString());
    }
  }

  private static Observed served(Path sidecars, String server) throws Exception {
    java.nio.file.Files.createDirectories(sidecars);
    Map<String, String> fork = new HashMap<>(TARGET.forkProperties());
    fork.put(TrialSidecar.DIRECTORY_PROPERTY, sidecars.toString());
    RunResult r = Smoke.run(PoolThroughput.class, fork, "encryption", "NONE", "checksum", "NONE",
        "threads", "4", "poolSize", "4", "server", server).get(0);
    return TrialSidecar.read(sidecars, r.getParams());
  }

  @Test
  void aPoolLargerThanItsThreadsFailsTheTrial() {
    assertThrows(RunnerException.class, () -> Smoke.run(PoolThroughput.class,
        TARGET.forkProperties(), "encryption", "NONE", "checksum", "NONE", "threads", "1",
        "poolSize", "2"));
  }
}
