package dev.nnebench.bench.fetch;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.LoopbackDouble;
import dev.nnebench.bench.Smoke;
import dev.nnebench.run.fork.ForkQuery;
import dev.nnebench.run.fork.TrialSidecar;
import dev.nnebench.scenario.Shapes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;

class QueryFetchTest {
  @RegisterExtension static final LoopbackDouble TARGET = new LoopbackDouble();

  /* The double answers a shape's SQL: here it stands for a user's query. */
  @Test
  void aPairedTrialFetchesTheUsersQueryOnBothSidesAndRunsNothingElse(@TempDir Path dir)
      throws Exception {
    Map<String, String> fork = fork(dir, Shapes.parse("tiny").toSql());
    List<RunResult> results = Smoke.run(QueryFetch.class, fork, "encryption", "AES256",
        "checksum", "SHA256", "counterpart", "encryption=NONE/checksum=NONE");

    assertEquals(1, results.size());
    var counters = results.get(0).getSecondaryResults();
    assertTrue(counters.get("rows").getScore() > 0);
    assertTrue(counters.get("cpuNanosPeer").getScore() > 0);
    assertEquals(counters.get("bytes").getScore(), counters.get("bytesPeer").getScore(),
        counters.get("bytes").getScore() * 1e-9);
    Observed recorded = TrialSidecar.read(dir.resolve("sidecars"),
        results.get(0).getParams());
    assertEquals("AES256", recorded.text(Facts.ENCRYPTION));
    assertEquals("NONE", recorded.peer().text(Facts.ENCRYPTION), recorded.toString());
    assertFalse(recorded.has(Facts.HEAP_RETAINED), recorded.toString());
  }

  @Test
  void aQueryTheServerRefusesFailsTheTrialWithItsOraCode(@TempDir Path dir) throws Exception {
    Map<String, String> fork = fork(dir, "select * from no_such_table");

    assertThrows(RunnerException.class, () -> Smoke.run(QueryFetch.class, fork,
        "encryption", "NONE", "checksum", "NONE"));
    assertEquals(942, TrialSidecar.failure(dir.resolve("sidecars")).orElseThrow().oraCode());
  }

  @Test
  void withoutAQueryTheTrialFailsTheRun() {
    assertThrows(RunnerException.class, () -> Smoke.run(QueryFetch.class,
        TARGET.forkProperties(), "encryption", "NONE", "checksum", "NONE"));
  }

  private static Map<String, String> fork(Path dir, String sql) throws IOException {
    Path file = Files.writeString(dir.resolve("query.sql"), sql);
    Map<String, String> fork = new HashMap<>(TARGET.forkProperties());
    ForkQuery.properties(file, 0).forEach(fork::put);
    fork.put(TrialSidecar.DIRECTORY_PROPERTY, dir.resolve("sidecars").toString());
    return fork;
  }
}
