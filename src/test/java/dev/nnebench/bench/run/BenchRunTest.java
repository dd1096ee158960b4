package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BenchRunTest {

  private static List<Job> jobs(String preset, List<String> skipped) {
    BenchPlan plan = BenchPlan.load(preset, List.of(), List.of());
    return BenchRun.jobs(plan, cell -> Optional.empty(), skipped::add);
  }

  private static int trials(List<Job> jobs, String className) {
    return jobs.stream().filter(j -> j.className().equals(className)).mapToInt(Job::trials).sum();
  }

  @Test
  void quickRunsEachFetchCellOnceAndDropsTheOnesThatCannotDiffer() {
    List<String> skipped = new ArrayList<>();
    List<Job> jobs = jobs("quick", skipped);

    // paired, per driver with JCE: AES256+SHA256 vs no NNE at fetch sizes 10 and 1000, fetch
    // size 10 vs 1000 with and without NNE = 4; driver 19's own AES vs JCE at both sizes = 2;
    // driver 23 jce=false vs true once
    assertEquals(4 + 4 + 2 + 1, trials(jobs, "FetchThroughput"));
    assertTrue(jobs.stream().filter(j -> j.className().equals("FetchThroughput"))
        .allMatch(j -> !j.params().get("counterpart").contains("")), jobs.toString());
    // fetch size 10 measures longer than 1000 (a cell key): no job mixes the two
    assertTrue(jobs.stream().filter(j -> j.className().equals("FetchThroughput"))
        .allMatch(j -> j.params().get("fetchSize").size() == 1), jobs.toString());
    // connect on driver 23 only, AES256+SHA256 paired with no NNE: open and pooled
    assertEquals(2, trials(jobs, "ConnectCost"));
    assertEquals(0, trials(jobs, "ServingCost"));
    assertTrue(skipped.stream().anyMatch(s -> s.startsWith("jce=false on driver 23")), skipped
        .toString());
    assertTrue(skipped.stream().anyMatch(s -> s.startsWith("jce=false without NNE")));
  }

  @Test
  void aloneRunsQuicksFetchCellsUnpaired() {
    List<Job> jobs = jobs("alone", new ArrayList<>());

    assertEquals(4 + 4 + 2 + 1, trials(jobs, "FetchThroughput"));
    assertTrue(jobs.stream().allMatch(j -> j.params().get("counterpart").equals(List.of("none"))),
        jobs.toString());
  }

  /* What each fetch leg of a preset runs with, by its fetch size. */
  private static Map<String, JmhSettings> fetchSettings(String preset) {
    BenchPlan plan = BenchPlan.load(preset, List.of(), List.of());
    Map<String, JmhSettings> out = new java.util.HashMap<>();
    for (Leg leg : BenchRun.legs(plan.settings(), jobs(preset, new ArrayList<>()),
        Optional.empty())) {
      if (leg.includes().stream().anyMatch(i -> i.contains("FetchThroughput"))) {
        out.put(leg.params().get("fetchSize").get(0), plan.settings().forLeg(leg));
      }
    }
    return out;
  }

  @Test
  void quickFetchesInTwoForksAndAloneWarmsEachCellLongerThanQuick() {
    Map<String, JmhSettings> quick = fetchSettings("quick");
    Map<String, JmhSettings> alone = fetchSettings("alone");

    assertEquals(java.util.Set.of("10", "1000"), quick.keySet());
    for (String fetchSize : quick.keySet()) {
      // one fork cannot show how far forks settle apart; the interval resamples forks
      assertEquals(2, quick.get(fetchSize).forks(), fetchSize);
      assertEquals(2, alone.get(fetchSize).forks(), fetchSize);
      assertTrue(alone.get(fetchSize).warmupIterations()
          > quick.get(fetchSize).warmupIterations(), fetchSize);
    }
    // fetch size 10 meets the machine's spells of costly round trips: it gets more iterations
    assertTrue(quick.get("10").iterations() > quick.get("1000").iterations());
  }

  @Test
  void controlLegsRepeatTheControlledJobsWithAesOffAndOnTheSecondJdk() {
    BenchPlan plan = BenchPlan.load("quick", List.of(), List.of());
    List<Job> jobs = BenchRun.jobs(plan, cell -> Optional.empty(), s -> { });
    List<Leg> legs = BenchRun.legs(plan.settings(), jobs,
        Optional.of(Path.of(System.getProperty("java.home"))));

    long cipherJobs = jobs.stream().filter(j -> j.className().equals("CipherThroughput")).count();
    assertEquals(jobs.size(), legs.stream().filter(l -> l.name().equals("main")).count());
    assertEquals(cipherJobs, legs.stream().filter(l -> l.name().equals("aes-off")).count());
    assertEquals(cipherJobs, legs.stream().filter(l -> l.name().equals("second-jdk")).count());
  }

  @Test
  void aTargetRefusalDropsTheCellAndSaysWhy() {
    BenchPlan plan = BenchPlan.load("smoke", List.of(), List.of());
    List<String> skipped = new ArrayList<>();
    List<Job> jobs = BenchRun.jobs(plan, cell -> "AES256".equals(cell.get("encryption"))
        ? Optional.of("no AES here") : Optional.empty(), skipped::add);

    assertTrue(jobs.stream().filter(j -> j.params().containsKey("encryption"))
        .allMatch(j -> j.params().get("encryption").equals(List.of("NONE"))), jobs.toString());
    assertTrue(skipped.contains("no AES here"));
  }

  @Test
  void onlyConnectingBenchmarksNeedATarget() {
    assertTrue(BenchRun.needsTarget(jobs("smoke", new ArrayList<>())));
    assertFalse(BenchRun.needsTarget(List.of(
        new Job("dev.nnebench.bench.CipherThroughput.encrypt", Map.of()))));
  }
}
