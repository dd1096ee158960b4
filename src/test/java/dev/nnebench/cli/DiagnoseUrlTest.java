package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.output.Advice;
import dev.nnebench.diagnose.sweep.Replay;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.link.LinkRelay;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.UrlTarget;
import dev.nnebench.wire.load.ServerModel;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * diagnose --target url against the double served as a database of its own behind a 20 ms link (long enough for its check on a busy machine),
 * the user's query being a shape's SQL, in a child JVM with the password only in its
 * environment: it measures the RTT to the target, records it, replays the profile on a loopback
 * double of its own over a link with that RTT, and the password appears nowhere in what it
 * prints or writes. Behind a server MODEL whose fetch calls cost 20 ms the fetch is the
 * database's and no fetch size is advised; with the views readable and no server time, behind
 * 20 ms, a fetch size ranks first.
 */
@Tag("slow")
class DiagnoseUrlTest {
  private static final String PASSWORD = "Known-Secret-7731";
  @TempDir Path out;

  @Test
  void diagnosesAQueryOnAUrlTargetAndNeverShowsThePassword() throws Exception {
    try (WireServer server = new WireServer(ServerOptions.builder()
        .user(TargetOptions.DEFAULT_USER, PASSWORD).build()).start();
        LinkRelay link = LinkRelay.start("127.0.0.1", server.port(),
            LinkSpec.parse("20ms", "unlimited", "0"))) {
      String url = TargetOptions.thinUrl("127.0.0.1", link.port());
      String output = run("diagnose", "--target", "url", "--url", url, "--user",
          TargetOptions.DEFAULT_USER, "--query", Shapes.parse("tiny").toSql(), "--preset",
          "diagnose-smoke", "--out", out.toString());

      assertTrue(output.contains("## Advice"), output);
      assertTrue(output.contains("## Replay on the loopback double"), output);
      // the RTT to the target is measured and the replay runs over it (or says why it could not)
      assertTrue(output.contains("pings on the application's connection less the driver's CPU"), output);
      assertTrue(output.contains("on the loopback double on a "), output);
      assertTrue(output.contains("link (the RTT measured to the target)"), output);
      String json = Files.readString(files(out).stream()
          .filter(p -> p.endsWith("diagnosis.json")).findFirst().orElseThrow());
      assertFalse(json.contains("\"measuredRttMs\": null"), json);
      assertFalse(json.contains("\"replayRtt\": \"0\""), json);
      assertTrue(output.contains("| fetchSize=1000 | defaultRowPrefetch=1000 |"), output);
      assertFalse(output.contains(PASSWORD), output);
      List<Path> written = files(out);
      assertTrue(written.stream().anyMatch(p -> p.endsWith("diagnosis.md")), written.toString());
      assertTrue(written.stream().anyMatch(p -> p.endsWith("query.sql")), written.toString());
      for (Path file : written) {
        assertFalse(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)
            .contains(PASSWORD), file.toString());
      }
    }
  }

  @Test
  void aFetchWhoseServerTimeIsMostOfItIsTheDatabasesAndGetsNoFetchSize() throws Exception {
    String output = diagnoseBehind(ServerModel.parse("row-2ms", "cpus=8,row=2ms"), "1ms");

    assertTrue(output.contains("The time is in the database: "), output);
    assertTrue(output.contains("adds up     yes"), output);
    assertFalse(output.contains("1. defaultRowPrefetch="), output);
    // the double's model has 8 CPUs and says so in cpu_count
    assertTrue(output.contains("cpu_count   8 (V$PARAMETER)"), output);
    assertTrue(output.contains("## Pool size"), output);
  }

  /* The other side of the server-bound rule: with the views readable and no server time, 100
   * rows fetched 10 per round trip behind 20 ms are the network's, and a fetch size ranks first. */
  @Test
  void withNoServerTimeBehind20MsAFetchSizeRanksFirst() throws Exception {
    String output = diagnoseBehind(ServerModel.parse("idle", "cpus=64"), "20ms");

    assertTrue(output.contains("adds up     yes"), output);
    assertFalse(output.contains("The time is in the database"), output);
    String advice = output.substring(output.lastIndexOf("## Advice"));
    assertTrue(advice.lines().filter(l -> l.matches("\\d+\\. .*")).findFirst().orElse("")
        .startsWith("1. defaultRowPrefetch="), advice);
  }

  /* diagnose of 100 rows of 3 columns at fetch size 10, on the double with {@code model} behind
   * a link of {@code rtt}, as a url target. */
  private String diagnoseBehind(ServerModel model, String rtt) throws Exception {
    try (WireServer server = new WireServer(ServerOptions.builder()
        .user(TargetOptions.DEFAULT_USER, PASSWORD).serverModel(model).build()).start();
        LinkRelay link = LinkRelay.start("127.0.0.1", server.port(),
            LinkSpec.parse(rtt, "unlimited", "0"))) {
      String url = TargetOptions.thinUrl("127.0.0.1", link.port());
      return run("diagnose", "--target", "url", "--url", url, "--user",
          TargetOptions.DEFAULT_USER, "--query", Shapes.parse("rows=100,cols=3,width=20").toSql(),
          "--fetch-size", "10", "--preset", "diagnose-smoke", "--out", out.toString());
    }
  }

  private static List<Path> files(Path root) throws IOException {
    try (Stream<Path> all = Files.walk(root)) {
      return all.filter(Files::isRegularFile).toList();
    }
  }

  /** nnebench in a child JVM; the password only in its environment. Fails unless exit 0. */
  private static String run(String... args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dnnebench.drivers=" + System.getProperty("nnebench.drivers"), "-Djmh.ignoreLock=true",
        "-cp", System.getProperty("java.class.path"), Main.class.getName()));
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
        .redirectInput(ProcessBuilder.Redirect.PIPE);
    pb.environment().put(UrlTarget.PASSWORD_ENV, PASSWORD);
    Process p = pb.start();
    p.getOutputStream().close();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(ExitCodes.OK, p.waitFor(), output);
    return output;
  }
}
