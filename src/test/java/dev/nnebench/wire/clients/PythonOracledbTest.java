package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * python-oracledb 3.4.1 in thin mode (its own TTC implementation, no NNE) against the double:
 * wrong password, login, a DUAL query, every shape with exact values, ORA-00942 with the session
 * still usable, ping and logoff. The script prints what it got; the expected values come from
 * {@link ExpectedShapes}.
 */
class PythonOracledbTest {
  private static final String USER = "scott";
  private static final String PASSWORD = "py-Secret-7";

  @Test
  void shouldServeEverythingPythonOracledbAsks() throws Exception {
    Path python = PythonOracledb.python();
    ServerLog log = new ServerLog();
    ClientRun run;
    try (WireServer server = new WireServer(ServerOptions.builder().user(USER, PASSWORD)
        .log(log).build()).start()) {
      List<String> command = new ArrayList<>(List.of(python.toString(),
          PythonOracledb.SCRIPT.toString(), "127.0.0.1", Integer.toString(server.port()),
          "FREEPDB1", USER));
      ExpectedShapes.ALL.forEach(f -> command.add(f.spec()));
      run = ClientRun.run(command, null, Map.of("NNEBENCH_PASSWORD", PASSWORD), 120);
      List<String> lines = log.awaitLines(2);
      assertTrue(ServerLog.anyLineHasAll(lines, "driver=python-oracledb", "outcome=ORA-01017"),
          lines.toString());
      assertTrue(ServerLog.anyLineHasAll(lines, "driver=python-oracledb", "user=scott",
          "outcome=logoff"), lines.toString());
    }
    SessionSteps.assertAll(run, "version=19.0.0.0.0", ExpectedShapes.ALL);
    SessionSteps.assertReexecuted(run, ExpectedShapes.ALL.get(0));
  }
}
