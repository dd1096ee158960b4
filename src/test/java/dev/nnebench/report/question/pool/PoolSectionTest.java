package dev.nnebench.report.question.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.Report;
import dev.nnebench.report.figure.PoolTrials;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PoolSectionTest {
  private static final String OFF = "NONE";

  /* No NNE levels off at pool 4 of 8 threads; AES256 + SHA256 already at pool 2. */
  private static List<Trial> run() {
    List<Trial> t = new ArrayList<>();
    double[] plain = {1000, 1900, 2500, 2510};
    double[] nne = {800, 1500, 1510, 1505};
    int[] pools = {1, 2, 4, 8};
    for (int i = 0; i < pools.length; i++) {
      t.add(PoolTrials.pool(OFF, OFF, 8, pools[i], plain[i], 1, 2 + pools[i], 0.5 / pools[i]));
      t.add(PoolTrials.pool("AES256", "SHA256", 8, pools[i], nne[i], 1.5, 3 + pools[i], 1));
    }
    t.add(PoolTrials.pool(OFF, OFF, 1, 1, 400, 1, 2, 0));
    t.add(PoolTrials.storm(OFF, OFF, 1, 10, 4));
    t.add(PoolTrials.storm("AES256", "SHA256", 1, 20, 9));
    t.add(PoolTrials.storm(OFF, OFF, 8, 40, 5));
    t.add(PoolTrials.storm("AES256", "SHA256", 8, 120, 10));
    return t;
  }

  private static String text(List<Trial> trials) {
    return String.join("\n", PoolSection.section(trials));
  }

  @Test
  void recommendsAPoolSizePerCryptoSettingWithItsEvidence() {
    String text = text(run());

    assertTrue(text.contains("### " + PoolSection.TITLE), text);
    assertTrue(text.contains("- **NONE + NONE**, 8 threads: recommended **poolSize 4**: 2,500 ±"),
        text);
    assertTrue(text.contains(", not significantly fewer than the most (poolSize 8: 2,510 ±"),
        text);
    assertTrue(text.contains("- **AES256 + SHA256**, 8 threads: recommended **poolSize 2**: 1,500"),
        text);
    // p99 and the wait to borrow at the recommended pool beside the largest pool's
    assertTrue(text.contains("; p99 5.00 ± "), text);
    assertTrue(text.contains(", waiting to borrow 1.00 ± "), text);
    assertTrue(text.contains("; the largest pool (8): 1,505 ± "), text);
  }

  @Test
  void comparesNneAtTheRecommendedPoolSizeAndTabulatesEveryCell() {
    String text = text(run());

    // 1,500 / 1,900 fetches/s at pool 2 of 8 threads
    assertTrue(text.contains("- NNE at poolSize 2, 8 threads: AES256 + SHA256 vs no NNE:"
        + " throughput **0.789×"), text);
    assertTrue(text.contains("| threads | poolSize | NONE + NONE fetches/s | p50 ms | p99 ms |"
        + " wait ms | AES256 + SHA256 fetches/s |"), text);
    assertTrue(text.contains("| 1 | 1 | 400 ± "), text);
    assertEquals(1 + 4, text.lines().filter(l -> l.matches("\\| \\d+ \\| \\d+ \\|.*")).count());
    // the recommended cell of each curve in bold: pool 4 without NNE, pool 2 with
    assertTrue(text.lines().anyMatch(l -> l.matches("\\| 8 \\| 4 \\| \\*\\*2,500 ± .*")), text);
    assertTrue(text.lines().anyMatch(
        l -> l.matches("\\| 8 \\| 2 \\| 1,900 ± .* \\| \\*\\*1,500 ± .*")), text);
  }

  @Test
  void aFlatCurveWhoseP99FallsWithMorePoolRecommendsTheSmallPool(@TempDir Path dir)
      throws Exception {
    // the measured loopback case: fetches/s flat, the wait to borrow (and p99) rises as the
    // pool shrinks; ranking by p99 recommended the pool of as many connections as threads
    List<Trial> t = List.of(PoolTrials.pool(OFF, OFF, 32, 2, 11_000, 0.5, 60, 2.5),
        PoolTrials.pool(OFF, OFF, 32, 8, 11_050, 1, 30, 1.2),
        PoolTrials.pool(OFF, OFF, 32, 32, 11_020, 3, 12, 0));
    Report.write(dir, t);

    String report = Files.readString(dir.resolve(Report.FILE_NAME));
    assertTrue(report.contains("- **Pool of 2** for 32 threads with NONE + NONE: 11,000 ± "),
        report);
    assertTrue(report.contains("the smallest pool not significantly slower than the most fetches/s"
        + " (pool of 8: 11,050 ± "), report);
    assertTrue(report.contains("loopback cannot show server-side contention"), report);
    assertTrue(report.contains("; the largest pool (32): 11,020 ± "), report);
  }

  @Test
  void aLinkGetsItsOwnCurveBesideTheOneWithoutAndTheTableNamesIt() {
    List<Trial> t = new ArrayList<>(run());
    double[] overLink = {300, 600, 1150, 2200};
    int[] pools = {1, 2, 4, 8};
    for (int i = 0; i < pools.length; i++) {
      t.add(PoolTrials.linked(PoolTrials.pool(OFF, OFF, 8, pools[i], overLink[i], 3, 9, 1),
          "2ms"));
    }
    String text = text(t);

    assertTrue(text.contains("- **NONE + NONE over 2ms RTT**, 8 threads: recommended"
        + " **poolSize 8**: 2,200 ± "), text);
    assertTrue(text.contains("the largest pool run: a larger one may fetch more."), text);
    assertTrue(text.contains("- The 2ms RTT link, NONE + NONE, 8 threads: recommended poolSize 8"
        + " (2,200 ± "), text);
    assertTrue(text.contains(") against 4 without the link (2,500 ± "), text);
    assertTrue(text.contains("| link | threads | poolSize | NONE + NONE fetches/s |"), text);
    assertTrue(text.contains("| none | 8 | 4 | **2,500 ± "), text);
    assertTrue(text.contains("| 2ms RTT | 8 | 8 | **2,200 ± "), text);
    // recycling is costed at the NNE pool without the link
    assertTrue(text.contains("maxLifetime recycling, pool of 2 "), text);
    assertFalse(text.contains("the link did not hold"), text);
  }

  @Test
  void aCellOverALinkFasterThanItsRoundTripsAllowIsFlagged() {
    // 2 connections at one 2 ms round trip per fetch make 1,000 fetches/s at most
    List<Trial> t = List.of(
        PoolTrials.linkBound(PoolTrials.linked(PoolTrials.pool(OFF, OFF, 8, 2, 4000, 1, 9, 1),
            "2ms"), 1000),
        PoolTrials.linkBound(PoolTrials.linked(PoolTrials.pool(OFF, OFF, 8, 8, 3900, 2, 6, 0),
            "2ms"), 4000));
    String text = text(t);

    assertTrue(text.contains("- ⚠ NONE + NONE over 2ms RTT, 8 threads, poolSize 2: 4,000 ± "),
        text);
    assertTrue(text.contains("the link did not hold"), text);
    assertFalse(text.contains("poolSize 8: 3,900"), text);
  }

  @Test
  void saysTheLoopbackCurveIsThisMachinesAndNamesThePoolSettings() {
    String text = text(run());

    assertTrue(text.contains("On loopback the curve reflects this machine's 2 cores"), text);
    assertTrue(text.contains("What loopback cannot tell: server-side contention."), text);
    assertTrue(text.contains("The recommended pool size is the smallest whose fetches/s are not"
        + " significantly fewer than the most fetches/s** (their difference within its 99.9 %"
        + " interval"), text);
    assertTrue(text.contains("minimumIdle = maximumPoolSize = poolSize, connectionTimeout=30000ms"),
        text);
  }

  @Test
  void saysTheContainerCurveIsBoundByOracleFreesCpus() {
    List<Trial> inContainer = run().stream().map(t -> t.with(Trial.TARGET, "container"
        + " gvenzl/oracle-free:23.26.1-slim-faststart (server NNE ACCEPTED), CPUs 1")
        .with(Trial.NEGOTIATED + "cpus.client", "0").with(Trial.NEGOTIATED + "cpus.double", "1"))
        .toList();
    String text = text(inContainer);

    assertTrue(text.contains("In the container the curve is bound by Oracle Free's CPUs, not by"
        + " NNE:** it uses two at most (here server on CPUs 1, client on 0)"), text);
    assertFalse(text.contains("On loopback"), text);
  }

  @Test
  void givesStormsAndTheLifetimeCostOfTheRecommendedNnePool() {
    String text = text(run());

    assertTrue(text.contains("- storm of 8, AES256 + SHA256: all usable after 120 ± "), text);
    assertTrue(text.contains("client CPU 10.0 ± "), text);
    assertTrue(text.contains("vs no NNE: time **3.00×"), text);
    assertTrue(text.contains("maxLifetime recycling, pool of 2 "), text);
    // 2 connections every minute: 120 re-opens of 9 ms CPU and 20 ms wall per hour
    assertTrue(text.contains("| 1 min | 120 | 0.480 ± "), text);
    assertTrue(text.contains("| 1.08 ± "), text);
    assertTrue(text.contains("| 2.40 ± "), text);
  }

  @Test
  void withoutPoolBenchmarksTheSectionSaysHowToRunThem() {
    String text = text(List.of(Trials.of(Benchmark.FETCH.text(), 1, 0.1)));

    assertTrue(text.contains("_Not measured in this run: PoolThroughput and ConnectStorm did not"
        + " run (`nnebench bench --preset pool` runs them)._"), text);
    assertFalse(text.contains("recommended **poolSize"), text);
    assertFalse(text.contains("The recommended pool size is"), text);
  }

  @Test
  void theReportCarriesTheSectionAndDrawsBothPoolCharts(@TempDir Path dir) throws Exception {
    Report.write(dir, run());

    String report = Files.readString(dir.resolve(Report.FILE_NAME));
    assertTrue(report.contains("### " + PoolSection.TITLE), report);
    // the summary names the recommended pool of each crypto setting
    assertTrue(report.contains("- **Pool of 4** for 8 threads with NONE + NONE: 2,500 ± "), report);
    assertTrue(report.contains("- **Pool of 2** for 8 threads with AES256 + SHA256: 1,500 ± "),
        report);
    assertTrue(Files.size(dir.resolve("pool-throughput.png")) > 0);
    assertTrue(report.contains("(pool-latency.png)"), report);
  }
}
