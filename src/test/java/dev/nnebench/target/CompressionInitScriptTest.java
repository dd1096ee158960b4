package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The container's init script turns Oracle Net compression on with level high listed (what thin
 * drivers ask for), in the sqlnet.ora the NNE script writes, and leaves it off when told.
 */
class CompressionInitScriptTest {
  private static final Path SCRIPT = Path.of("docker/initdb/03-compression-sqlnet.sh");

  @Test
  void compressionIsOnWithHighListed(@TempDir Path home) throws Exception {
    Path ora = home.resolve("network/admin/sqlnet.ora");
    run(Map.of("ORACLE_HOME", home.toString()));
    String text = Files.readString(ora);
    assertTrue(text.contains("SQLNET.COMPRESSION = on"), text);
    String levels = text.lines().filter(l -> l.startsWith("SQLNET.COMPRESSION_LEVELS "))
        .findFirst().orElseThrow();
    assertTrue(levels.contains("high"), levels);
  }

  @Test
  void itWritesTheSameSqlnetOraAsTheNneScript(@TempDir Path dir) throws Exception {
    Path base = Files.createDirectories(dir.resolve("base/network/admin")).getParent().getParent();
    run(Map.of("ORACLE_HOME", dir.resolve("home").toString(), "ORACLE_BASE_HOME",
        base.toString()));
    assertTrue(Files.readString(base.resolve("network/admin/sqlnet.ora"))
        .contains("SQLNET.COMPRESSION = on"));
  }

  @Test
  void offLeavesSqlnetOraAlone(@TempDir Path home) throws Exception {
    run(Map.of("ORACLE_HOME", home.toString(), "NNEBENCH_COMPRESSION", "off"));
    assertFalse(Files.exists(home.resolve("network/admin/sqlnet.ora")));
  }

  private static void run(Map<String, String> env) throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")) && Files.exists(SCRIPT), "needs bash");
    ProcessBuilder pb = new ProcessBuilder("/bin/bash", SCRIPT.toString())
        .redirectErrorStream(true);
    pb.environment().keySet().removeAll(List.of("TNS_ADMIN", "ORACLE_BASE_HOME",
        "NNEBENCH_COMPRESSION"));
    pb.environment().putAll(env);
    Process p = pb.start();
    p.getInputStream().readAllBytes();
    assertEquals(0, p.waitFor());
  }
}
