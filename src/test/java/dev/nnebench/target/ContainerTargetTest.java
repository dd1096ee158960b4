package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
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
    assertTrue(e.getMessage().contains("needs a Docker engine: ") && !e.getMessage().contains("\n"),
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

  @Test
  void initScriptOffersExactlyTheAlgorithmsTheTargetServes(@TempDir Path home) throws Exception {
    String ora = runInitScript(home, Map.of("ORACLE_HOME", home.toString()),
        home.resolve("network/admin/sqlnet.ora"));
    assertEquals(ContainerTarget.ENCRYPTION_TYPES.stream().map(EncryptionType::driverName)
        .toList(), listed(ora, "SQLNET.ENCRYPTION_TYPES_SERVER"));
    assertEquals(ContainerTarget.CHECKSUM_TYPES.stream().map(ChecksumType::driverName).toList(),
        listed(ora, "SQLNET.CRYPTO_CHECKSUM_TYPES_SERVER"));
  }

  @Test
  void initScriptLetsDriver12InWithTheLegacyKeySchedule(@TempDir Path home) throws Exception {
    String ora = runInitScript(home, Map.of("ORACLE_HOME", home.toString()),
        home.resolve("network/admin/sqlnet.ora"));
    assertTrue(ora.contains("SQLNET.ALLOW_WEAK_CRYPTO_CLIENTS = TRUE"), ora);
  }

  @Test
  void userScriptGrantsTheViewsToTheAppUser(@TempDir Path dir) throws Exception {
    Path script = Path.of("docker/initdb/02-bench-user.sh");
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")) && Files.exists(script), "needs bash");
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path sql = dir.resolve("sqlplus-input.sql");
    Path sqlplus = Files.writeString(bin.resolve("sqlplus"), "#!/bin/bash\ncat > " + sql + "\n");
    assertTrue(sqlplus.toFile().setExecutable(true));
    ProcessBuilder pb = new ProcessBuilder("/bin/bash", script.toString()).redirectErrorStream(true);
    pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    pb.environment().put("APP_USER", "alice");
    Process p = pb.start();
    String output = new String(p.getInputStream().readAllBytes());
    assertEquals(0, p.waitFor(), output);
    String granted = Files.readString(sql);
    for (String view : List.of("v_$session_connect_info", "v_$mystat", "v_$statname",
        "v_$sess_time_model", "v_$session_event", "v_$parameter")) {
      assertTrue(granted.contains("GRANT SELECT ON sys." + view + " TO alice;"), granted);
    }
    assertTrue(granted.contains("ALTER SESSION SET CONTAINER = FREEPDB1;"), granted);
  }

  /* The algorithms of a "NAME = (A, B)" line. */
  private static List<String> listed(String ora, String name) {
    String line = ora.lines().filter(l -> l.startsWith(name + " ")).findFirst().orElseThrow();
    String inner = line.substring(line.indexOf('(') + 1, line.indexOf(')'));
    return java.util.Arrays.stream(inner.split(",")).map(String::strip).toList();
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
