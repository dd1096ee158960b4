package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.nnebench.cli.ExitCodes;
import dev.nnebench.cli.NnebenchException;
import org.junit.jupiter.api.Test;

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
