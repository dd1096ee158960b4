package dev.nnebench.run;

import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Axes;
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
    assertTrue(PoolCells.refusal(Cell.parse(Map.of("threads", "4", "poolSize", "8"))).isPresent());
    assertTrue(PoolCells.refusal(Cell.parse(Map.of("threads", "4", "poolSize", "4"))).isEmpty());
    assertTrue(PoolCells.refusal(Cell.parse(Map.of("threads", "4", "poolSize", "1"))).isEmpty());
    assertTrue(PoolCells.refusal(Cell.parse(Map.of("encryption", "AES256"))).isEmpty());
  }

  @Test
  void aBadPoolAxisNamesTheFix() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> PoolCells.refusal(Cell.parse(Map.of("threads", "four", "poolSize", "2"))));
    assertTrue(e.getMessage().contains("-p threads=1,2,4"), e.getMessage());
  }

  @Test
  void thePoolPresetRunsEveryPoolOf32ThreadsOnLoopbackAndOverTheLinkAndFourStorms() {
    BenchPlan plan = BenchPlan.load("pool", List.of(), List.of());
    List<String> skipped = new ArrayList<>();
    List<Job> jobs = Planned.jobs(plan, cell -> Optional.empty(), skipped::add);

    // 32 threads: pools 1 .. 32 on loopback (6) NNE off and on, 4 .. 32 over the link NNE off
    assertEquals(6 + 6 + 4, trials(jobs, "PoolThroughput"));
    assertEquals(8, trials(jobs, "ConnectStorm"));
    assertEquals(24, jobs.stream().mapToInt(Job::trials).sum());
    assertTrue(skipped.stream().anyMatch(s -> s.contains("rtt=10ms & poolSize=1")),
        skipped.toString());
    assertTrue(ConnectingJobs.needsTarget(jobs));
  }

  @Test
  void fewerThreadsOnThePoolPresetDropThePoolsLargerThanThem() {
    BenchPlan plan = BenchPlan.load("pool", List.of("threads=4,32"), List.of());
    List<String> skipped = new ArrayList<>();
    List<Job> jobs = Planned.jobs(plan, cell -> Optional.empty(), skipped::add);

    // 4 threads add pools 1, 2, 4 on loopback (NNE off and on) and 4 over the link (off)
    assertEquals(16 + 6 + 1, trials(jobs, "PoolThroughput"));
    for (Job job : jobs.stream().filter(j -> j.className().equals("PoolThroughput")).toList()) {
      int threads = job.params().values(Axes.require("threads")).stream().mapToInt(Integer::parseInt).min()
          .orElseThrow();
      assertTrue(job.params().values(Axes.require("poolSize")).stream().mapToInt(Integer::parseInt)
          .allMatch(size -> size <= threads), job.toString());
    }
    assertEquals(1, skipped.stream().filter(s -> s.startsWith("poolSize > threads")).distinct()
        .count(), skipped.toString());
  }

  private static int trials(List<Job> jobs, String className) {
    return jobs.stream().filter(j -> j.className().equals(className)).mapToInt(Job::trials)
        .sum();
  }
}
