package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportCommandTest {
  @TempDir Path dir;

  @Test
  void regeneratesTheReportOfASavedRun() throws Exception {
    Trial trial = new Trial(Map.of(Trial.LEG, "main", Trial.BENCHMARK, "CipherThroughput.encrypt",
        Trial.SCORE, "1000", Trial.ERROR, "10", Trial.UNIT, "ops/s", "param.bytes", "8192",
        "param.engine", "JCE", "param.algorithm", "AES128"));
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), List.of(trial));

    Cli cli = Cli.run("report", dir.toString());

    assertEquals(0, cli.exitCode(), cli.err());
    assertTrue(cli.out().contains("(1 trials)"), cli.out());
    assertTrue(Files.readString(dir.resolve("report.md")).contains("8.19 ± 0.0819 MB/s"));
    for (String ci : List.of("jmh.json", "github-benchmark-smaller-is-better.json",
        "github-benchmark-bigger-is-better.json", "bencher.json")) {
      assertTrue(Files.isRegularFile(dir.resolve(ci)), ci + " beside report.md");
    }
  }

  @Test
  void directoryWithoutResultsIsAUsageError() {
    Cli cli = Cli.run("report", dir.toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertEquals("nnebench: " + dir + " has no results.csv; give a directory written by"
        + " nnebench bench", cli.err().strip());
  }

  @Test
  void missingDirectoryIsAUsageError() {
    Cli cli = Cli.run("report", dir.resolve("absent").toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertTrue(cli.err().contains("is not a directory"), cli.err());
  }
}
