package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContainerTargetTest {

  @Test
  void withoutDockerFailsWithOneClearLine() {
    assumeFalse(ContainerTarget.dockerAvailable(), "Docker is available here");
    var e = assertThrows(NnebenchException.class, () -> Targets.open(TargetOptions.container()));
    assertEquals(ExitCodes.TARGET, e.exitCode());
    assertTrue(e.getMessage().contains("needs Docker") && !e.getMessage().contains("\n"),
        e.getMessage());
  }

  @Test
  void initScriptsShipInTheJar() {
    for (String script : ContainerTarget.INIT_SCRIPTS) {
      assertNotNull(getClass().getResource("/docker/initdb/" + script), script);
    }
  }

  @Test
  void initScriptAppendsTheServerSettingsForTheChosenLevel(@TempDir Path home) throws Exception {
    String ora = runInitScript(home, Map.of("ORACLE_HOME", home.toString(),
        "NNEBENCH_NNE_LEVEL", "REQUIRED"), home.resolve("network/admin/sqlnet.ora"));
    assertTrue(ora.contains("SQLNET.ENCRYPTION_SERVER = REQUIRED"), ora);
    assertTrue(ora.contains("SQLNET.CRYPTO_CHECKSUM_TYPES_SERVER = (SHA512, SHA384, SHA256, SHA1)"), ora);
  }

  @Test
  void initScriptWritesTheReadOnlyHomesLiveSqlnetOra(@TempDir Path dir) throws Exception {
    Path base = Files.createDirectories(dir.resolve("base/network/admin")).getParent().getParent();
    String ora = runInitScript(dir, Map.of("ORACLE_HOME", dir.resolve("home").toString(),
        "ORACLE_BASE_HOME", base.toString()), base.resolve("network/admin/sqlnet.ora"));
    assertTrue(ora.contains("SQLNET.ENCRYPTION_SERVER = ACCEPTED"), ora);
  }

  private static String runInitScript(Path dir, Map<String, String> env, Path expectedOra)
      throws Exception {
    Path script = Path.of("docker/initdb/01-nne-sqlnet.sh");
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")) && Files.exists(script), "needs bash");
    ProcessBuilder pb = new ProcessBuilder("/bin/bash", script.toString()).redirectErrorStream(true);
    pb.environment().keySet().removeAll(List.of("TNS_ADMIN", "ORACLE_BASE_HOME", "NNEBENCH_NNE_LEVEL"));
    pb.environment().putAll(env);
    Process p = pb.start();
    p.getInputStream().readAllBytes();
    assertEquals(0, p.waitFor());
    return Files.readString(expectedOra);
  }

  @Test
  void imageIsPinnedToASlimFaststart23Tag() {
    assertTrue(ContainerTarget.IMAGE.matches("gvenzl/oracle-free:23\\.[0-9.]+-slim-faststart"),
        ContainerTarget.IMAGE);
  }

  @Test
  void composeFileUsesTheSameImage() throws Exception {
    try (var in = getClass().getResourceAsStream("/docker/compose.yaml")) {
      String compose = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      assertTrue(compose.contains("image: " + ContainerTarget.IMAGE), compose);
    }
  }
}
