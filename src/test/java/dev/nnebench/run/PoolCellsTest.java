package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PoolCellsTest {
  @Test
  void aPoolLargerThanItsThreadsIsRefusedAndOneThatFitsIsNot() {
    assertTrue(PoolCells.refusal(Map.of("threads", "4", "poolSize", "8")).isPresent());
    assertTrue(PoolCells.refusal(Map.of("threads", "4", "poolSize", "4")).isEmpty());
    assertTrue(PoolCells.refusal(Map.of("threads", "4", "poolSize", "1")).isEmpty());
    assertTrue(PoolCells.refusal(Map.of("encryption", "AES256")).isEmpty());
  }

  @Test
  void aBadPoolAxisNamesTheFix() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> PoolCells.refusal(Map.of("threads", "four", "poolSize", "2")));
    assertTrue(e.getMessage().contains("-p threads=1,2,4"), e.getMessage());
  }

  @Test
  void thePoolPresetRunsEveryPoolUpToItsThreadsAndFourStormsPerCryptoSetting() {
    BenchPlan plan = BenchPlan.load("pool", List.of(), List.of());
    List<String> skipped = new ArrayList<>();
    List<Job> jobs = BenchRun.jobs(plan, cell -> Optional.empty(), skipped::add);

    // threads 1, 2, 4, 8, 16, 32 with 1, 2, 3, 4, 5, 6 pool sizes = 21, NNE off and on
    assertEquals(42, trials(jobs, "PoolThroughput"));
    assertEquals(8, trials(jobs, "ConnectStorm"));
    assertEquals(50, jobs.stream().mapToInt(Job::trials).sum());
    for (Job job : jobs.stream().filter(j -> j.className().equals("PoolThroughput")).toList()) {
      int threads = job.params().get("threads").stream().mapToInt(Integer::parseInt).min()
          .orElseThrow();
      assertTrue(job.params().get("poolSize").stream().mapToInt(Integer::parseInt)
          .allMatch(size -> size <= threads), job.toString());
    }
    assertEquals(1, skipped.stream().filter(s -> s.startsWith("poolSize > threads")).distinct()
        .count(), skipped.toString());
    assertTrue(BenchRun.needsTarget(jobs));
  }

  private static int trials(List<Job> jobs, String className) {
    return jobs.stream().filter(j -> j.className().equals(className)).mapToInt(Job::trials)
        .sum();
  }
}
