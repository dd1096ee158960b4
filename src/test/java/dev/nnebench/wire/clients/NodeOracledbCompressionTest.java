package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import dev.nnebench.wire.tns.CompressionLevel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * node-oracledb thin (an implementation of its own, which inflates each packet on its own and
 * sends one-shot pieces) with {@code networkCompression}: the whole session of
 * {@link NodeOracledbTest} with exact rows, compressed both ways when it asks at level high, and
 * with no compression (and no failure) when its descriptor asks for level low only.
 */
class NodeOracledbCompressionTest {
  private static final String USER = "scott";
  private static final String PASSWORD = "js-Secret-5";
  private static final Pattern BYTES = Pattern.compile(" in=(\\d+)/(\\d+) out=(\\d+)/(\\d+) ");

  @ParameterizedTest(name = "node asks {0}")
  @CsvSource({"on, true", "low, false"})
  void nodeShouldFetchExactRowsWithCompressionAsked(String asked, boolean compressed)
      throws Exception {
    NodeOracledb.install();
    ServerLog log = new ServerLog();
    ClientRun run;
    try (WireServer server = new WireServer(ServerOptions.builder().user(USER, PASSWORD)
        .compression(List.of(CompressionLevel.HIGH), 1024).log(log).build()).start()) {
      List<String> command = new ArrayList<>(List.of("node", NodeOracledb.SCRIPT.toString(),
          "127.0.0.1", Integer.toString(server.port()), "FREEPDB1", USER));
      ExpectedShapes.ALL.forEach(f -> command.add(f.spec()));
      run = ClientRun.run(command, null, Map.of("NNEBENCH_PASSWORD", PASSWORD,
          "NODE_PATH", NodeOracledb.MODULES.toString(), "NNEBENCH_COMPRESSION", asked), 120);
      List<String> lines = log.awaitLines(2);
      String session = lines.stream().filter(l -> l.contains("outcome=logoff")).findFirst()
          .orElseThrow(() -> new AssertionError(lines.toString()));
      assertEquals(compressed, session.contains(" compression=high "), session);
      if (compressed) {
        Matcher m = BYTES.matcher(session);
        assertTrue(m.find(), session);
        assertTrue(Long.parseLong(m.group(1)) < Long.parseLong(m.group(2)),
            "node compressed its requests: " + session);
        assertTrue(Long.parseLong(m.group(3)) * 3 < Long.parseLong(m.group(4)), session);
      }
    }
    SessionSteps.assertAll(run, "version=19.0.0.0.0", ExpectedShapes.ALL);
    assertEquals(Boolean.toString(compressed), run.step("compression"), run.output());
  }
}
