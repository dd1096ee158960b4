package dev.nnebench.bench.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.LoopbackDouble;
import dev.nnebench.bench.Smoke;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openjdk.jmh.results.RunResult;

class ConnectStormTest {
  @RegisterExtension static final LoopbackDouble TARGET = new LoopbackDouble();

  @Test
  void sixteenThreadsLogOnWithNneAtOneGate() throws Exception {
    List<RunResult> results = Smoke.run(ConnectStorm.class, TARGET.forkProperties(),
        "encryption", "AES256", "checksum", "SHA256", "connections", "16");

    assertEquals(1, results.size());
    var c = results.get(0).getSecondaryResults();
    double storms = c.get("storms").getScore();
    assertTrue(storms >= 1);
    // every storm opened all sixteen
    assertEquals(16 * storms, c.get("connections").getScore(), 1e-9);
    assertTrue(c.get("stormNanos").getScore() > 0);
    assertTrue(c.get("cpuNanos").getScore() > 0);
  }
}
