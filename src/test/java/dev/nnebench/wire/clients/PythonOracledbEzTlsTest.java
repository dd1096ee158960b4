package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * python-oracledb 26.1 thin with {@code use_eztls=True} against the double: the ACCEPT at 318
 * with the ezTLS bit, TLS 1.3 inside ANO, the post-logon server verification, then the same
 * session as {@link PythonOracledbTest} (wrong password, every shape at array sizes 1 to 1000
 * with exact values, ORA-00942 with the session kept, a call timeout whose break and reset
 * markers travel inside TLS, ping, logoff), all inside TLS; and the same
 * release without ezTLS still gets plain TCP.
 */
class PythonOracledbEzTlsTest {
  private static final String USER = "scott";
  private static final String PASSWORD = "py-Secret-7";

  @Test
  void servesPythonOracledbOverEzTls() throws Exception {
    List<String> lines = new ArrayList<>();
    ClientRun run = session(true, lines);
    SessionSteps.assertAll(run, "version=19.0.0.0.0", ExpectedShapes.ALL);
    SessionSteps.assertReexecuted(run, ExpectedShapes.ALL.get(0));
    // python seals its break and reset markers inside TLS; the double answers in kind
    assertEquals("DPY-4024", run.step("call timeout"), run.output());
    assertEquals("after", run.step("after timeout"), run.output());
    assertTrue(ServerLog.anyLineHasAll(lines, "driver=python-oracledb", "user=scott",
        "encryption=EZTLS", "cancelled=1", "tls=TLSv1.3/TLS_AES_256_GCM_SHA384", "outcome=logoff"),
        lines.toString());
  }

  @Test
  void theSameReleaseWithoutEzTlsStaysOnPlainTcp() throws Exception {
    List<String> lines = new ArrayList<>();
    ClientRun run = session(false, lines);
    SessionSteps.assertAll(run, "version=19.0.0.0.0", ExpectedShapes.ALL);
    assertTrue(ServerLog.anyLineHasAll(lines, "driver=python-oracledb", "user=scott",
        "encryption=none", "outcome=logoff") && lines.stream().noneMatch(l -> l.contains("tls=")),
        lines.toString());
  }

  private static ClientRun session(boolean ezTls, List<String> lines) throws Exception {
    Path python = PythonOracledb.python(PythonOracledb.EZTLS_VERSION);
    ServerLog log = new ServerLog();
    try (WireServer server = new WireServer(ServerOptions.builder().user(USER, PASSWORD)
        .log(log).build()).start()) {
      List<String> command = new ArrayList<>(List.of(python.toString(),
          PythonOracledb.SCRIPT.toString(), "127.0.0.1", Integer.toString(server.port()),
          "FREEPDB1", USER));
      ExpectedShapes.ALL.forEach(f -> command.add(f.spec()));
      ClientRun run = ClientRun.run(command, null, Map.of("NNEBENCH_PASSWORD", PASSWORD,
          "NNEBENCH_EZTLS", ezTls ? "1" : "0", "NNEBENCH_CANCEL", ezTls ? "1" : "0"), 120);
      lines.addAll(log.awaitLines(2));
      return run;
    }
  }
}
