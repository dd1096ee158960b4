package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.failure.ExitCodes;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** check and fetch end to end: each run starts and stops its own loopback double. */
class LoopbackCommandsTest {

  @ParameterizedTest
  @EnumSource(DriverVersion.class)
  void checkPrintsWhatEveryDriverNegotiated(DriverVersion d) {
    Cli run = Cli.run("check", "--driver", d.shortName(), "--encryption", "AES192",
        "--checksum", "SHA384");
    assertEquals(ExitCodes.OK, run.exitCode(), run.err());
    assertTrue(run.out().contains("encryption  AES192 via"), run.out());
    assertTrue(run.out().contains("checksum    SHA384 via"), run.out());
    assertTrue(run.out().contains("driver      ojdbc " + d.major() + "."), run.out());
  }

  @ParameterizedTest
  @EnumSource(DriverVersion.class)
  void fetchVerifiesAShapeWithEveryDriver(DriverVersion d) {
    Cli run = Cli.run("fetch", "--driver", d.shortName(), "--shape",
        "rows=2000,cols=5,width=50,nulls=10,repeat=2", "--fetch-size", "50", "--jce", "false");
    assertEquals(ExitCodes.OK, run.exitCode(), run.err());
    assertTrue(run.out().contains("fetched     2,000 rows, 12,000 cells"), run.out());
    assertTrue(run.out().contains("verified, digest"), run.out());
  }

  @Test
  void fetchLeftToTheDriverSaysWhatSizeItChoseAndAnSduAskedIsNegotiated() {
    Cli run = Cli.run("fetch", "--shape", "narrow", "--fetch-size", "default", "--driver", "19",
        "--sdu", "65535", "--csv");
    assertEquals(ExitCodes.OK, run.exitCode(), run.err());
    assertTrue(run.out().contains(",65535,default,"), run.out());
    Cli readable = Cli.run("fetch", "--shape", "narrow", "--fetch-size", "default", "--driver",
        "19");
    assertTrue(readable.out().contains("fetch size left to the driver: 10.0 rows per round trip"),
        readable.out());
  }

  @Test
  void typedReadsLobsAsStreamsAndVerifiesEveryValue() {
    for (String shape : List.of("clob-small", "blob-large", "types")) {
      Cli run = Cli.run("fetch", "--shape", shape, "--read", "typed", "--lob-prefetch", "0");
      assertEquals(ExitCodes.OK, run.exitCode(), shape + ": " + run.err());
      assertTrue(run.out().contains("verified, digest"), run.out());
    }
  }

  @Test
  void fetchWritesCsv() {
    Cli run = Cli.run("fetch", "--shape", "tiny", "--read", "getBytes", "--csv",
        "--warmup", "2");
    assertEquals(ExitCodes.OK, run.exitCode(), run.err());
    String[] lines = run.out().strip().split("\n");
    assertEquals(2, lines.length, run.out());
    assertEquals(String.join(",", Printing.CSV_COLUMNS), lines[0]);
    assertTrue(lines[1].contains(",getBytes,100,400,"), lines[1]);
  }

  @Test
  void fetchOverTcpsVerifiesTheShapeWithNneOff() {
    Cli run = Cli.run("fetch", "--transport", "tcps", "--encryption", "NONE", "--checksum",
        "NONE", "--shape", "tiny");
    assertEquals(ExitCodes.OK, run.exitCode(), run.err());
    assertTrue(run.out().contains("verified, digest"), run.out());
  }

  @Test
  void anUnknownTransportIsAUsageError() {
    Cli run = Cli.run("fetch", "--transport", "udp");
    assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
    assertTrue(run.err().contains("use tcp, tcps or eztls"), run.err());
  }
}
