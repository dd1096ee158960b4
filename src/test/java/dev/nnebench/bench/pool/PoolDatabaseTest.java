package dev.nnebench.bench.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.Smoke;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.run.fork.TrialSidecar;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.wire.load.ServerModel;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.RunnerException;

/**
 * A pool trial on a url target learns the database's CPUs and its server time per borrow, as
 * the report's knee needs them: from the double served as a url target, which answers
 * cpu_count and the views under a server MODEL and refuses them (ORA-00942) without one, as a
 * database does a user without the grants.
 */
class PoolDatabaseTest {
  @Test
  void readsCpuCountAndTheServerTimeWhereTheViewsAreReadable(@TempDir Path sidecars)
      throws Exception {
    ServerModel model = ServerModel.parse("three", "cpus=3,execute=2ms");
    try (WireServer server = new WireServer(ServerOptions.builder().serverModel(model).build())
        .start()) {
      Observed o = run(sidecars, server, Map.of());

      assertEquals(3, o.get(Facts.DB_CPUS).orElseThrow(), o.toString());
      assertEquals("cpu_count", o.text(Facts.DB_CPUS_FROM));
      // the model charges a fixed 2 ms per execute, one execute per borrow
      assertEquals(2.0, o.get(Facts.SERVER_CPU_PER_FETCH).orElseThrow(), 0.05, o.toString());
      assertFalse(o.has(Facts.SERVER_VIEWS_REFUSED), o.toString());
    }
  }

  @Test
  void withoutTheViewsItSaysWhyAndTakesTheCpusTheUserGave(@TempDir Path sidecars)
      throws Exception {
    try (WireServer server = new WireServer(ServerOptions.builder().build()).start()) {
      Observed refused = run(sidecars.resolve("refused"), server, Map.of());
      Observed given = run(sidecars.resolve("given"), server, Map.of(ForkTarget.DB_CPUS, "6"));

      assertTrue(refused.text(Facts.SERVER_VIEWS_REFUSED).contains("ORA-00942"),
          refused.toString());
      assertFalse(refused.has(Facts.DB_CPUS), refused.toString());
      assertFalse(refused.has(Facts.SERVER_CPU_PER_FETCH), refused.toString());
      assertEquals(6, given.get(Facts.DB_CPUS).orElseThrow(), given.toString());
      assertEquals("--db-cpus", given.text(Facts.DB_CPUS_FROM));
    }
  }

  private static Observed run(Path sidecars, WireServer server, Map<String, String> more)
      throws RunnerException, java.io.IOException {
    Files.createDirectories(sidecars);
    Map<String, String> fork = new HashMap<>(Map.of(
        ForkTarget.URL, TargetOptions.thinUrl("127.0.0.1", server.port()),
        ForkTarget.USER, TargetOptions.DEFAULT_USER, ForkTarget.KIND, TargetKind.URL.name(),
        ForkTarget.DESCRIPTION, "the double as a url target"));
    fork.putAll(more);
    fork.put(TrialSidecar.DIRECTORY_PROPERTY, sidecars.toString());
    var r = Smoke.run(PoolThroughput.class, fork, "encryption", "NONE", "checksum", "NONE",
        "threads", "2", "poolSize", "2").get(0);
    return TrialSidecar.read(sidecars, r.getParams());
  }
}
