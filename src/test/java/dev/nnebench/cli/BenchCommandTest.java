package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.cliftonlabs.json_simple.Jsoner;
import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.report.figure.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {
  @TempDir Path out;
  private final String drivers = System.getProperty(DriverCatalog.DRIVERS_PROPERTY);

  @AfterEach
  void restoreDrivers() {
    System.setProperty(DriverCatalog.DRIVERS_PROPERTY, drivers);
  }

  private Cli smoke(String... extra) {
    String[] base = {"bench", "--preset", "smoke", "--out", out.toString(),
        "--include", "ChecksumThroughput.digest", "-p", "algorithm=SHA1"};
    String[] args = java.util.Arrays.copyOf(base, base.length + extra.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    return Cli.run(args);
  }

  @Test
  void runsAPresetAndWritesEveryResultFile() throws Exception {
    Cli cli = smoke();

    assertEquals(0, cli.exitCode(), cli.err());
    assertTrue(cli.out().contains("nnebench bench: preset smoke, 2 trials, estimated"), cli.out());
    assertTrue(cli.out().contains("(2/2, 0 left"), cli.out());
    Path dir = Path.of(cli.out().strip().lines().reduce((a, b) -> b).orElseThrow());
    for (String file : new String[] {"results.csv", "report.md", "jmh-01-main.json", "jmh.log",
        "jmh.json", "github-benchmark-smaller-is-better.json",
        "github-benchmark-bigger-is-better.json", "bencher.json"}) {
      assertTrue(Files.size(dir.resolve(file)) > 0, file);
    }
    assertEquals(3, Files.readAllLines(dir.resolve("results.csv")).size());
    assertTrue(cli.out().contains("## Summary"), cli.out());
    assertTrue(cli.out().contains("full report: " + dir.resolve("report.md").toAbsolutePath()),
        cli.out());
  }

  @Test
  void aRunGatedOnAnEarlierOneWritesOneSkippedTestCasePerAnswerWithoutABar() throws Exception {
    Cli first = smoke();
    Path baseline = Path.of(first.out().strip().lines().reduce((a, b) -> b).orElseThrow());

    Cli gated = smoke("--baseline", baseline.toString());

    assertEquals(0, gated.exitCode(), gated.err());
    Path dir = Path.of(gated.out().strip().lines().reduce((a, b) -> b).orElseThrow());
    String xml = Files.readString(dir.resolve("TEST-nnebench-gate.xml"));
    int cases = xml.split("<testcase ", -1).length - 1;
    assertTrue(cases >= 2, xml);
    // the smoke preset measures once: no bar, so nothing is judged and nothing fails
    assertEquals(cases, xml.split("<skipped message=\"no bar: ", -1).length - 1, xml);
    assertTrue(xml.contains("failures=\"0\""), xml);
  }

  @Test
  void jmhJsonHoldsWhatJmhsOwnFilesHoldTrialForTrial() throws Exception {
    Cli cli = smoke();
    Path dir = Path.of(cli.out().strip().lines().reduce((a, b) -> b).orElseThrow());

    List<Map<?, ?>> ours = elements(Files.readString(dir.resolve("jmh.json")));
    List<Map<?, ?>> jmhs = new ArrayList<>();
    try (var files = Files.list(dir)) {
      for (Path f : files.filter(f -> f.getFileName().toString()
          .matches("jmh-\\d+-main\\.json")).sorted().toList()) {
        jmhs.addAll(elements(Files.readString(f)));
      }
    }
    assertEquals(jmhs.size(), ours.size());
    for (int i = 0; i < ours.size(); i++) {
      Map<?, ?> mine = ours.get(i);
      Map<?, ?> theirs = jmhs.get(i);
      assertTrue(theirs.get("benchmark").toString().endsWith("." + mine.get("benchmark")));
      for (String same : List.of("mode", "threads", "forks", "jvm", "jvmArgs", "jdkVersion",
          "vmName", "vmVersion", "warmupIterations", "warmupTime", "warmupBatchSize",
          "measurementIterations", "measurementTime", "measurementBatchSize", "params")) {
        assertEquals(theirs.get(same), mine.get(same), same);
      }
      Map<?, ?> primary = (Map<?, ?>) mine.get("primaryMetric");
      Map<?, ?> jmhPrimary = (Map<?, ?>) theirs.get("primaryMetric");
      for (String same : List.of("score", "scoreError", "scoreConfidence", "scoreUnit")) {
        assertEquals(jmhPrimary.get(same), primary.get(same), same);
      }
    }
  }

  /* The file's top-level array, each element as a JSON reader sees it. */
  private static List<Map<?, ?>> elements(String json) throws Exception {
    List<Map<?, ?>> out = new ArrayList<>();
    for (Object o : (List<?>) Jsoner.deserialize(json)) {
      out.add((Map<?, ?>) o);
    }
    return out;
  }

  @Test
  void aFailingTrialStopsTheRunWithItsCauseInOneLine() {
    System.setProperty(DriverCatalog.DRIVERS_PROPERTY, out.resolve("no-drivers").toString());

    Cli cli = smoke("-p", "engine=DRIVER_23");

    assertEquals(ExitCodes.SOFTWARE, cli.exitCode());
    assertTrue(cli.err().startsWith("nnebench: benchmark ChecksumThroughput.digest"), cli.err());
    assertTrue(cli.err().contains("no-drivers"), cli.err());
  }

  @Test
  void malformedParamIsAUsageError() {
    Cli cli = Cli.run("bench", "--preset", "smoke", "-p", "fetchSize");

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertEquals("nnebench: -p fetchSize is not NAME=VALUES; write e.g. -p fetchSize=10,1000",
        cli.err().strip());
  }

  @Test
  void unknownPresetIsAUsageErrorSayingWhereItLooked() {
    Cli cli = Cli.run("bench", "--preset", "huge");

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertTrue(cli.err().startsWith("nnebench: no config 'huge': looked for"), cli.err());
  }

  @Test
  void includeMatchingNothingIsAUsageError() {
    Cli cli = Cli.run("bench", "--preset", "smoke", "--out", out.toString(),
        "--include", "NoSuchBenchmark");

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertTrue(cli.err().startsWith("nnebench: no benchmark matches [NoSuchBenchmark]"), cli.err());
  }

  @Test
  void aMissingBaselineIsRefusedInOneLineBeforeAnythingRuns() throws Exception {
    Path absent = out.resolve("absent");

    Cli cli = Cli.run("bench", "--preset", "smoke", "--out", out.toString(),
        "--baseline", absent.toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertEquals("nnebench: " + absent + " is not a directory; give a run directory under"
        + " target/nnebench/", cli.err().strip());
    assertEquals("", cli.out());
    try (var created = Files.list(out)) {
      assertEquals(0, created.count());
    }
  }

  @Test
  void aToleranceOutOfRangeIsRefusedInOneLineBeforeAnythingRuns() throws Exception {
    Cli cli = Cli.run("bench", "--preset", "smoke", "--out", out.toString(),
        "--tolerance", "-3");

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertEquals("nnebench: --tolerance must be a percentage from 0 to under 100, got -3.0;"
        + " e.g. --tolerance 10", cli.err().strip());
    assertEquals("", cli.out());
  }

  @Test
  void aBaselineWithoutResultsIsRefusedInOneLine() throws Exception {
    Path empty = Files.createDirectory(out.resolve("empty"));

    Cli cli = Cli.run("bench", "--preset", "smoke", "--out", out.toString(),
        "--baseline", empty.toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertTrue(cli.oneErrorLine(), cli.err());
    assertTrue(cli.err().contains(empty + " has no results.csv"), cli.err());
  }

  @Test
  void aBaselineIsCheckedAfterTheRunAndTheRunDirectoryStaysTheLastLine() throws Exception {
    Path baseline = SyntheticRuns.write(out.resolve("baseline"), SyntheticRuns.run(2, 3, 2.2));

    Cli cli = smoke("--baseline", baseline.toString());

    assertEquals(0, cli.exitCode(), cli.err());
    assertTrue(cli.out().contains("baseline " + baseline + ": no answer in common with this run"),
        cli.out());
    Path dir = Path.of(cli.out().strip().lines().reduce((a, b) -> b).orElseThrow());
    assertTrue(Files.isRegularFile(dir.resolve("results.csv")), cli.out());
  }
}
