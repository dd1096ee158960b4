package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * node-oracledb 26.0.0 in thin mode (a third TTC implementation, no NNE) against the double:
 * wrong password, login (after which it queries DBTIMEZONE, since the double's data-type answer
 * carries no database time zone), a DUAL query, every shape with exact values, ORA-00942 with
 * the session still usable, ping and logoff.
 */
class NodeOracledbTest {
  private static final String USER = "scott";
  private static final String PASSWORD = "js-Secret-5";

  @Test
  void shouldServeEverythingNodeOracledbAsks() throws Exception {
    NodeOracledb.install();
    ServerLog log = new ServerLog();
    ClientRun run;
    try (WireServer server = new WireServer(ServerOptions.builder().user(USER, PASSWORD)
        .log(log).build()).start()) {
      List<String> command = new ArrayList<>(List.of("node", NodeOracledb.SCRIPT.toString(),
          "127.0.0.1", Integer.toString(server.port()), "FREEPDB1", USER));
      ExpectedShapes.ALL.forEach(f -> command.add(f.spec()));
      run = ClientRun.run(command, null, Map.of("NNEBENCH_PASSWORD", PASSWORD,
          "NODE_PATH", NodeOracledb.MODULES.toString()), 120);
      List<String> lines = log.awaitLines(2);
      assertTrue(ServerLog.anyLineHasAll(lines, "driver=node-oracledb", "outcome=ORA-01017"),
          lines.toString());
      assertTrue(ServerLog.anyLineHasAll(lines, "driver=node-oracledb", "user=scott",
          "outcome=logoff"), lines.toString());
    }
    SessionSteps.assertAll(run, "version=19.0.0.0.0", ExpectedShapes.ALL);
    SessionSteps.assertReexecuted(run, ExpectedShapes.ALL.get(0));
  }
}
