package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** diagnose end to end on the loopback double, with the real driver. */
class DiagnoseCommandTest {
  @TempDir Path out;

  @Test
  void dmlIsRefusedBeforeAnythingConnects() {
    Cli cli = Cli.run("diagnose", "--query", "delete from orders", "--out", out.toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertTrue(cli.oneErrorLine(), cli.err());
    assertTrue(cli.err().contains("starts with DELETE"), cli.err());
    assertEquals("", cli.out());
  }

  @Test
  void aShapeWithMoreRowsThanMaxRowsStopsAndSaysSo() {
    Cli cli = Cli.run("diagnose", "--shape", "tiny", "--max-rows", "40", "--out", out.toString());

    assertEquals(ExitCodes.BOUNDED, cli.exitCode(), cli.err());
    assertTrue(cli.oneErrorLine(), cli.err());
    assertTrue(cli.err().contains("reading stopped at --max-rows 40"), cli.err());
    assertTrue(cli.out().contains("40 x 4 columns (stopped at --max-rows 40: more rows follow)"),
        cli.out());
  }

  @Test
  void anUnknownTableIsOraDashNine42InOneLineAndExitFetch() {
    Cli cli = Cli.run("diagnose", "--query", "select * from no_such_table", "--out",
        out.toString());

    assertEquals(ExitCodes.FETCH, cli.exitCode(), cli.err());
    assertTrue(cli.oneErrorLine(), cli.err());
    assertTrue(cli.err().contains("ORA-00942"), cli.err());
  }

  @Test
  void aUrlTargetWithoutThePasswordInTheEnvironmentOrATerminalIsRefused() {
    org.junit.jupiter.api.Assumptions.assumeTrue(System.getenv("NNEBENCH_PASSWORD") == null);
    Cli cli = Cli.run("diagnose", "--target", "url", "--url",
        "jdbc:oracle:thin:@//127.0.0.1:1/FREEPDB1", "--user", "u", "--out", out.toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertTrue(cli.oneErrorLine(), cli.err());
    assertTrue(cli.err().contains("set $NNEBENCH_PASSWORD or run in a terminal"), cli.err());
  }

  @Test
  void aUrlCarryingAPasswordIsRefusedWithoutEchoingIt() {
    Cli cli = Cli.run("diagnose", "--target", "url", "--url",
        "jdbc:oracle:thin:scott/Tiger-99@//127.0.0.1:1/FREEPDB1", "--user", "scott");

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertTrue(cli.oneErrorLine(), cli.err());
    assertTrue(cli.err().contains("--url carries a user/password"), cli.err());
    assertTrue(!cli.err().contains("Tiger-99") && !cli.out().contains("Tiger-99"), cli.err());
  }

  @Test
  void diagnosesATinyShapeAndWritesEveryFile() throws Exception {
    Cli cli = Cli.run("diagnose", "--shape", "tiny", "--preset", "diagnose-smoke", "--out",
        out.toString());

    assertEquals(ExitCodes.OK, cli.exitCode(), cli.err());
    for (String section : new String[] {"## In force", "## Profile of one fetch", "## Advice",
        "## Attribution", "## Evidence"}) {
      assertTrue(cli.out().contains(section), section + " in " + cli.out());
    }
    assertTrue(cli.out().contains("round trips (counting relay)"), cli.out());
    // the double has no V$MYSTAT: it answers as Oracle does to a user without the grant
    assertTrue(cli.out().contains("server      statistics not readable (ORA-00942"), cli.out());
    Path dir = Path.of(cli.out().strip().lines().reduce((a, b) -> b).orElseThrow());
    String md = Files.readString(dir.resolve("diagnosis.md"));
    assertTrue(md.contains("| fetchSize=1000 | defaultRowPrefetch=1000 |"), md);
    assertTrue(md.contains("| default (in force) | "), md);
    String json = Files.readString(dir.resolve("diagnosis.json"));
    assertTrue(json.contains("\"findings\": [{"), json);
    assertTrue(json.contains("\"flameGraphs\": {\"made\": true, \"inForce\":"
        + " \"flame-in-force.html\""), json);
    assertTrue(json.contains("\"inForceComponents\": {\"samples\": "), json);
    assertTrue(Files.size(dir.resolve("fetch-size.png")) > 0);
    assertTrue(Files.isRegularFile(dir.resolve("results.csv")));
    for (String flame : new String[] {"flame-in-force.html", "flame-advice.html",
        "flame-diff.html"}) {
      assertTrue(Files.size(dir.resolve(flame)) > 0, flame);
    }
    assertTrue(md.contains("## Where the time goes (flame graphs)"), md);
    assertTrue(cli.out().contains("- in force: ") && cli.out().contains("- difference: "),
        cli.out());
  }

  @Test
  void overAnRttTheLinkIsRecordedAndWaitingIsSplitIntoCountedRoundTrips() throws Exception {
    Cli cli = Cli.run("diagnose", "--shape", "tiny", "--fetch-size", "10", "--rtt", "50ms",
        "--preset", "diagnose-smoke", "--out", out.toString());

    assertEquals(ExitCodes.OK, cli.exitCode(), cli.err());
    assertTrue(cli.out().contains("link        rtt 50ms, bandwidth unlimited emulated"), cli.out());
    // 100 rows at fetch size 10: the relay counts ten rows per round trip, not an assumed 10
    assertTrue(cli.out().contains("per trip    10.0 rows per round trip"), cli.out());
    assertTrue(cli.out().contains("(counted over the sweep's link)"), cli.out());
    Path dir = Path.of(cli.out().strip().lines().reduce((a, b) -> b).orElseThrow());
    String json = Files.readString(dir.resolve("diagnosis.json"));
    assertTrue(json.contains("\"network\": {\"rtt\": \"50ms\", \"bandwidth\": \"unlimited\","
        + " \"rttGiven\": true"), json);
    assertTrue(json.contains("\"adviceWhere\": \"on a 50ms link\""), json);
    assertTrue(json.contains("\"rowsPerRoundTrip\": 10.0000"), json);
    assertTrue(Files.readString(dir.resolve("results.csv")).contains(",50ms,"),
        "every trial ran over the link");
  }
}
