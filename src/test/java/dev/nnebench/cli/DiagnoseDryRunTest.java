package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code diagnose --dry-run} shows the sweep diagnose runs: the settings one at a time, in the
 * two orders the profile chooses between, with the estimate the run opens with, and starts
 * nothing.
 */
class DiagnoseDryRunTest {
  @TempDir Path out;

  @Test
  void thePlanIsTheOneAtATimeSweepWithItsEstimate() throws Exception {
    Cli cli = Cli.run("diagnose", "--shape", "wide", "--dry-run", "--out", out.toString());

    assertEquals(ExitCodes.OK, cli.exitCode(), cli.err());
    List<String> lines = cli.out().lines().toList();
    assertTrue(lines.stream().anyMatch(l -> l.matches("sweep: 8 settings, one at a time,"
        + " estimated \\d+m\\d\\ds, \\d+m\\d\\ds if 2 must be measured again .*; .* up to"
        + " \\d+m\\d\\ds for a fetch of 0.5 s or more.*")),
        cli.out());
    assertTrue(lines.contains("  cutting round trips: fetchSize=10000, fetchSize=1000,"
        + " fetchSize=100, fetchSize=10"), cli.out());
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("  others: encryption=NONE/checksum=NONE")),
        cli.out());
    assertFalse(cli.out().contains("nnebench bench --dry-run"), cli.out());
    try (var started = Files.list(out)) {
      assertEquals(0, started.count());
    }
  }

  @Test
  void aTimeBudgetSaysHowManySettingsFit() {
    Cli cli = Cli.run("diagnose", "--shape", "wide", "--dry-run", "--time-budget", "1m",
        "--out", out.toString());

    assertEquals(ExitCodes.OK, cli.exitCode(), cli.err());
    assertTrue(cli.out().matches("(?s).*\\(time budget 1m00s: [0-7] of them fit\\).*"),
        cli.out());
  }
}
