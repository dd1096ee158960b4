package dev.nnebench.run;

import dev.nnebench.results.LegName;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.cell.Axes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.target.ContainerTarget;
import dev.nnebench.target.PasswordFile;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchRunTest {

  private static List<Job> jobs(String preset, List<String> skipped) {
    BenchPlan plan = BenchPlan.load(preset, List.of(), List.of());
    return Planned.jobs(plan, cell -> Optional.empty(), skipped::add);
  }

  private static int trials(List<Job> jobs, String className) {
    return jobs.stream().filter(j -> j.className().equals(className)).mapToInt(Job::trials).sum();
  }

  @Test
  void quickRunsEachFetchCellOnceAndDropsTheOnesThatCannotDiffer() {
    List<String> skipped = new ArrayList<>();
    List<Job> jobs = jobs("quick", skipped);

    // paired, one pair per Summary answer: driver 23's NNE cost at fetch size 1000, its fetch size
    // 10 vs 1000 with NNE, driver 19's own AES vs JCE at fetch size 1000, driver 23 jce=false vs
    // true once, driver 23 fetch size 10 vs 1000 without NNE at 2 ms RTT
    assertEquals(1 + 1 + 1 + 1 + 1, trials(jobs, "FetchThroughput"));
    assertTrue(jobs.stream().filter(j -> j.className().equals("FetchThroughput"))
        .allMatch(j -> !j.params().values(Axes.require("counterpart")).contains("")), jobs.toString());
    // connect on driver 23 only, AES256+SHA256 paired with no NNE: the open (pooled is full's)
    assertEquals(1, trials(jobs, "ConnectCost"));
    assertEquals(0, trials(jobs, "ServingCost"));
    assertTrue(skipped.stream().anyMatch(s -> s.startsWith("jce=false on driver 23")), skipped
        .toString());
    assertTrue(skipped.stream().anyMatch(s -> s.startsWith("jce=false without NNE")));
  }

  @Test
  void aloneRunsQuicksFetchCellsUnpaired() {
    List<Job> jobs = jobs("alone", new ArrayList<>());

    assertEquals(4 + 4 + 2 + 1, trials(jobs, "FetchThroughput"));
    assertTrue(jobs.stream().allMatch(j -> j.params().values(Axes.require("counterpart")).equals(List.of("none"))),
        jobs.toString());
  }

  @Test
  void quickShowsDriver23sProviderOnceWithoutTheLink() {
    List<Map<String, String>> shown = fetchSettings("quick").keySet().stream()
        .filter(cell -> cell.get("driver").contains("23") && cell.get("jce").equals("false"))
        .toList();

    assertEquals(1, shown.size(), shown.toString());
    assertEquals(List.of("0", "AES256", "1000"), List.of(shown.get(0).get("rtt"),
        shown.get(0).get("encryption"), shown.get(0).get("fetchSize")));
  }

  @Test
  void quickRunsOneFetchSizePairOverTheLink() {
    List<Map<String, String>> overTheLink = fetchSettings("quick").keySet().stream()
        .filter(cell -> cell.get("rtt").equals("2ms")).toList();

    assertEquals(1, overTheLink.size(), overTheLink.toString());
    Map<String, String> cell = overTheLink.get(0);
    assertEquals(List.of("23", "true", "NONE", "10", "fetchSize=1000", "thin"), List.of(
        cell.get("driver"), cell.get("jce"), cell.get("encryption"), cell.get("fetchSize"),
        cell.get("counterpart"), cell.get("shape")));
    assertTrue(fetchSettings("quick").keySet().stream().filter(c -> c.get("rtt").equals("0"))
        .allMatch(c -> c.get("shape").equals("small")));
  }

  @Test
  void networkRunsFetchSizeByRttAndTheWallPairsAtTwoBandwidths() {
    List<Job> jobs = jobs("network", new ArrayList<>());
    List<Job> fetchSizeByRtt = jobs.stream().filter(j -> j.params().values(Axes.require("counterpart"))
        .contains("fetchSize=1000")).toList();
    // 23: 10, 100, default x 3 RTTs; 19: 10, 100 x 3 RTTs and its default (10) at RTT 0 once
    assertEquals(9 + 7, trials(fetchSizeByRtt, "FetchThroughput"));
    // the wall pairs at fetch size 1000 without delay, unlimited and 1 Gbit/s: NNE on both
    // drivers (4), driver 19's own AES (2)
    assertEquals(16 + 4 + 2, trials(jobs, "FetchThroughput"));
    assertTrue(jobs.stream().filter(j -> !j.params().values(Axes.require("counterpart")).contains(
        "fetchSize=1000")).allMatch(j -> j.params().values(Axes.require("rtt")).equals(List.of("0"))
            && j.params().values(Axes.require("fetchSize")).equals(List.of("1000"))), jobs.toString());
  }

  /* What each fetch leg of a preset runs with, by its parameters (one value each). */
  private static Map<Map<String, String>, JmhSettings> fetchSettings(String preset) {
    BenchPlan plan = BenchPlan.load(preset, List.of(), List.of());
    Map<Map<String, String>, JmhSettings> out = new java.util.HashMap<>();
    for (Leg leg : Planned.legs(plan.settings(), jobs(preset, new ArrayList<>()),
        Optional.empty())) {
      if (leg.includes().stream().anyMatch(i -> i.contains("FetchThroughput"))) {
        Map<String, String> cell = new java.util.HashMap<>();
        leg.params().forEach((axis, values) -> cell.put(axis.name(), String.join(",", values)));
        out.put(cell, plan.settings().forLeg(leg));
      }
    }
    return out;
  }

  private static JmhSettings only(Map<Map<String, String>, JmhSettings> legs,
      String... terms) {
    List<JmhSettings> found = legs.entrySet().stream()
        .filter(e -> java.util.Arrays.stream(terms).allMatch(t -> {
          String[] kv = t.split("=", 2);
          return kv[1].equals(e.getKey().get(kv[0]));
        }))
        .map(Map.Entry::getValue).distinct().toList();
    assertEquals(1, found.size(), java.util.Arrays.toString(terms) + " in " + legs.keySet());
    return found.get(0);
  }

  @Test
  void quickStatesAPrecisionAndATimeCapInsteadOfPerCellCountsAndAloneWarmsLonger() {
    Map<Map<String, String>, JmhSettings> quick = fetchSettings("quick");
    Map<Map<String, String>, JmhSettings> alone = fetchSettings("alone");

    // every fetch cell measured alike: the forks a cell needs follow from its precision
    List<JmhSettings> distinct = quick.values().stream().distinct().toList();
    assertEquals(1, distinct.size(), quick.toString());
    PrecisionTarget target = distinct.get(0).precision();
    assertTrue(target.set() && target.relativeBar() < 0.05, target.toString());
    // the cap leaves room for more forks than the first
    assertTrue(target.cap().compareTo(TrialPlan.perTrial(distinct.get(0)).multipliedBy(2)) >= 0,
        target + " vs " + TrialPlan.perTrial(distinct.get(0)));
    for (Map.Entry<Map<String, String>, JmhSettings> leg : alone.entrySet()) {
      // one fork cannot show how far forks settle apart; the interval resamples forks
      assertEquals(2, leg.getValue().forks(), leg.getKey().toString());
      assertTrue(leg.getValue().warmupIterations() > distinct.get(0).warmupIterations(),
          leg.getKey().toString());
    }
  }

  @Test
  void controlLegsRepeatTheControlledJobsWithAesOffAndOnTheSecondJdk() {
    BenchPlan plan = BenchPlan.load("full", List.of(), List.of());
    List<Job> jobs = Planned.jobs(plan, cell -> Optional.empty(), s -> { });
    List<Leg> legs = Planned.legs(plan.settings(), jobs,
        Optional.of(Path.of(System.getProperty("java.home"))));

    long controlled = jobs.stream()
        .filter(j -> plan.settings().controlIncludes().contains(j.className())).count();
    assertTrue(controlled > 0);
    assertEquals(jobs.size(), legs.stream().filter(l -> l.name() == LegName.MAIN).count());
    assertEquals(controlled, legs.stream().filter(l -> l.name() == LegName.AES_OFF).count());
    assertEquals(controlled, legs.stream().filter(l -> l.name() == LegName.SECOND_JDK).count());
  }

  @Test
  void aTargetRefusalDropsTheCellAndSaysWhy() {
    BenchPlan plan = BenchPlan.load("smoke", List.of(), List.of());
    List<String> skipped = new ArrayList<>();
    List<Job> jobs = Planned.jobs(plan, cell -> "AES256".equals(cell.text(Axes.ENCRYPTION))
        ? Optional.of(Refusal.reported("no AES here")) : Optional.empty(), skipped::add);

    assertTrue(jobs.stream().filter(j -> j.params().has(Axes.ENCRYPTION))
        .allMatch(j -> j.params().values(Axes.ENCRYPTION).equals(List.of("NONE"))),
        jobs.toString());
    assertTrue(skipped.contains("no AES here"));
  }

  @Test
  void onlyConnectingBenchmarksNeedATarget() {
    assertTrue(ConnectingJobs.needsTarget(jobs("smoke", new ArrayList<>())));
    assertFalse(ConnectingJobs.needsTarget(List.of(
        new Job("dev.nnebench.bench.crypto.CipherThroughput.encrypt", ParamSet.EMPTY))));
  }

  @Test
  void aStartedTargetsPasswordGoesToTheForksInAFileAUrlsStaysInTheEnvironment() {
    try (PasswordFile file = RunOnTarget.forForks(target(TargetKind.LOOPBACK, "bench"))) {
      assertEquals("bench", PasswordFile.read(file.path()));
    }
    assertNull(RunOnTarget.forForks(target(TargetKind.URL, "from-the-environment")));
    assertNull(RunOnTarget.forForks(null));
  }

  private static Target target(TargetKind kind, String password) {
    return new Target() {
      public TargetKind kind() {
        return kind;
      }

      public String url() {
        return "jdbc:oracle:thin:@//127.0.0.1:1/FREEPDB1";
      }

      public String user() {
        return "bench";
      }

      public String password() {
        return password;
      }

      public String description() {
        return kind.label();
      }

      public void close() {
      }
    };
  }

  @Test
  void aDryRunListsTheCellsTheContainerCannotRunAndStartsNothing(@TempDir Path out) {
    StringWriter console = new StringWriter();
    BenchPlan plan = BenchPlan.load("narrow", List.of(), List.of());
    new BenchRun(new PrintWriter(console)).dryRun(new BenchRun.Request(plan,
        TargetOptions.container(), Optional.empty(), out.resolve("runs")));

    String printed = console.toString();
    assertTrue(printed.startsWith("nnebench bench --dry-run: preset narrow, "), printed);
    assertTrue(printed.contains("on container " + ContainerTarget.IMAGE), printed);
    assertTrue(printed.lines().anyMatch(l -> l.matches("skipped \\d+ cells: encryption 3DES168:"
        + " the Oracle Free container offers .*")), printed);
    assertFalse(Files.exists(out.resolve("runs")), "no run directory");
  }

  @Test
  void onLoopbackTheDryRunKeepsThe3DesCells(@TempDir Path out) {
    StringWriter console = new StringWriter();
    new BenchRun(new PrintWriter(console)).dryRun(new BenchRun.Request(BenchPlan.load("narrow",
        List.of(), List.of()), TargetOptions.loopback(), Optional.empty(), out));
    assertFalse(console.toString().contains("Oracle Free container"), console.toString());
  }
}
