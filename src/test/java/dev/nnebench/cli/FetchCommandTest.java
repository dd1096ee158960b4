package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FetchCommandTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "--encryption|AES512|unknown encryption 'AES512'; use one of NONE, AES128",
    "--checksum|CRC|unknown checksum 'CRC'; use one of NONE, SHA1",
    "--driver|11|unknown driver '11'; use one of 23, 21, 19, 18, 12",
    "--jce|yes|expected true or false, got 'yes'",
    "--read|getClob|use getString, getBytes, getObject or typed",
    "--shape|huge|unknown shape 'huge'",
    "--shape|rows=5,width=0|width must be 1..4000",
    "--target|cloud|Invalid value for option '--target'",
    "--sdu|100|sdu must be 512..2097152 bytes or 'default'",
    "--fetch-size|many|fetch size must be 1..1000000 or 'default' (the driver chooses), got 'many'",
  })
  void badOptionValueIsOneLineExitTwo(String option, String value, String expected) {
    Cli run = Cli.run("fetch", option, value);
    assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
    assertTrue(run.err().contains(expected), run.err());
    assertTrue(run.err().contains("see 'nnebench fetch --help'"), run.err());
    assertTrue(run.oneErrorLine(), run.err());
  }

  @Test
  void threeDesWithDriver23IsRefusedBeforeAnythingStarts() {
    Cli run = Cli.run("fetch", "--encryption", "3DES168", "--driver", "23");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("3DES168 encryption was removed in ojdbc 23"), run.err());
    assertTrue(run.oneErrorLine(), run.err());
  }

  @Test
  void zeroFetchSizeIsAUsageError() {
    Cli run = Cli.run("fetch", "--fetch-size", "0");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("fetch size must be 1.."), run.err());
  }

  @Test
  void negativeWarmupIsAUsageError() {
    Cli run = Cli.run("fetch", "--warmup", "-1");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("--warmup must be 0 or more"), run.err());
  }

  @Test
  void queryNeedsTheUrlTarget() {
    Cli run = Cli.run("fetch", "--query", "select 1 from dual");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("--query needs --target url"), run.err());
  }

  @Test
  void urlWithoutUrlTargetIsAUsageError() {
    Cli run = Cli.run("fetch", "--url", "jdbc:oracle:thin:@//h:1/S");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("--url is only for --target url"), run.err());
  }

  @Test
  void unknownOptionIsOneLine() {
    Cli run = Cli.run("fetch", "--rows", "5");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("Unknown options: '--rows'"), run.err());
    assertTrue(run.oneErrorLine(), run.err());
  }

  @Test
  void helpListsTheOptionsWithDefaults() {
    Cli run = Cli.run("fetch", "--help");
    assertEquals(ExitCodes.OK, run.exitCode());
    for (String option : new String[] {"--target", "--shape", "--fetch-size", "--encryption",
        "--checksum", "--jce", "--driver", "--read", "--csv"}) {
      assertTrue(run.out().contains(option), option);
    }
    assertTrue(run.out().contains("default: AES256"), run.out());
  }
}
