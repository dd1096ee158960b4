package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.output.Advice;
import dev.nnebench.diagnose.sweep.Attribution;
import dev.nnebench.failure.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** diagnose end to end on the loopback double, with the real driver. */
@Tag("slow")
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
    assertTrue(cli.out().contains("not read    V$MYSTAT, V$STATNAME, V$SESS_TIME_MODEL,"
        + " V$SESSION_EVENT, V$PARAMETER: ORA-00942"), cli.out());
    assertTrue(cli.out().contains("as SYS: GRANT SELECT ON v_$mystat TO bench; GRANT SELECT ON"
        + " v_$statname TO bench; GRANT SELECT ON v_$sess_time_model TO bench"), cli.out());
    assertTrue(cli.out().contains("adds up     yes"), cli.out());
    Path dir = Path.of(cli.out().strip().lines().reduce((a, b) -> b).orElseThrow());
    String md = Files.readString(dir.resolve("diagnosis.md"));
    assertTrue(md.contains("| fetchSize=1000 | defaultRowPrefetch=1000 |"), md);
    assertTrue(md.contains("| default (in force) | "), md);
    assertTrue(md.contains("| transport=eztls/encryption=NONE/checksum=NONE | switch to ezTLS ("),
        md);
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

  @Test
  void ezTlsMisfitsAreRefusedInOneLineBeforeAnythingStarts() {
    Cli oldDriver = Cli.run("diagnose", "--transport", "eztls", "--driver", "19", "--encryption",
        "NONE", "--checksum", "NONE", "--out", out.toString());
    Cli nne = Cli.run("diagnose", "--transport", "eztls", "--out", out.toString());
    Cli tcps = Cli.run("diagnose", "--transport", "tcps", "--out", out.toString());
    Cli url = Cli.run("diagnose", "--transport", "eztls", "--target", "url", "--url",
        "jdbc:oracle:thin:@//127.0.0.1:1/FREEPDB1", "--user", "u", "--encryption", "NONE",
        "--checksum", "NONE", "--out", out.toString());

    for (Cli cli : new Cli[] {oldDriver, nne, tcps, url}) {
      assertEquals(ExitCodes.USAGE, cli.exitCode(), cli.err());
      assertTrue(cli.oneErrorLine(), cli.err());
      assertEquals("", cli.out());
    }
    assertTrue(oldDriver.err().contains("ojdbc 19 has no ezTLS (23.26.4 is the first); use"
        + " --driver 23"), oldDriver.err());
    assertTrue(nne.err().contains("add --encryption NONE --checksum NONE"), nne.err());
    assertTrue(url.err().contains("serves no ezTLS that nnebench knows of"), url.err());
    assertTrue(tcps.err().contains("double encryption, which the sweep does not measure; add"
        + " --encryption NONE --checksum NONE"), tcps.err());
  }

  /* That driver 23 measures it: diagnosesATinyShapeAndWritesEveryFile's evidence. */
  @Test
  void ezTlsIsACandidateForDriver23AndSaysWhyNotForDriver19() {
    Cli ojdbc23 = Cli.run("diagnose", "--dry-run", "--out", out.toString());
    Cli ojdbc19 = Cli.run("diagnose", "--dry-run", "--driver", "19", "--out", out.toString());

    assertEquals(ExitCodes.OK, ojdbc23.exitCode(), ojdbc23.err());
    assertTrue(!ojdbc23.out().contains("skipped: transport=eztls"), ojdbc23.out());
    assertEquals(ExitCodes.OK, ojdbc19.exitCode(), ojdbc19.err());
    assertTrue(ojdbc19.out().contains("skipped: transport=eztls/encryption=NONE/checksum=NONE:"
        + " ojdbc 19 has no ezTLS (23.26.4 is the first), so ezTLS is not proposed"),
        ojdbc19.out());
  }

  /* In force over ezTLS: what the server reports of the TLS session, and every trial over it. */
  @Test
  void overEzTlsTheInForceSectionNamesTheTlsSessionAndTheSweepRunsOverIt() throws Exception {
    Cli cli = Cli.run("diagnose", "--transport", "eztls", "--encryption", "NONE", "--checksum",
        "NONE", "--shape", "tiny", "--preset", "diagnose-smoke", "--out", out.toString());

    assertEquals(ExitCodes.OK, cli.exitCode(), cli.err());
    assertTrue(cli.out().contains("transport   ezTLS, TLSv1.3 TLS_AES_256_GCM_SHA384 (TLS inside"
        + " Oracle Net on the TCP port, not NNE)"), cli.out());
    assertTrue(cli.out().contains("keys        no NNE key schedule"), cli.out());
    Path dir = Path.of(cli.out().strip().lines().reduce((a, b) -> b).orElseThrow());
    String json = Files.readString(dir.resolve("diagnosis.json"));
    assertTrue(json.contains("\"transport\": \"eztls\", \"tlsVersion\": \"TLSv1.3\","), json);
    List<String> rows = Files.readAllLines(dir.resolve("results.csv"));
    assertTrue(rows.size() > 1, rows.toString());
    assertTrue(rows.stream().skip(1).allMatch(r -> r.contains(",eztls,")), rows.toString());
  }
}
