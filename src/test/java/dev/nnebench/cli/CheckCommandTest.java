package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.target.ContainerTarget;
import org.junit.jupiter.api.Test;

class CheckCommandTest {

  @Test
  void md5WithDriver23IsRefused() {
    Cli run = Cli.run("check", "--checksum", "MD5");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("MD5 checksum was removed in ojdbc 23"), run.err());
  }

  @Test
  void badLevelIsAUsageError() {
    Cli run = Cli.run("check", "--encryption-level", "MANDATORY");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("REQUIRED"), run.err());
    assertTrue(run.oneErrorLine(), run.err());
  }

  @Test
  void containerWithoutDockerExitsTarget() {
    if (ContainerTarget.dockerAvailable()) {
      return;
    }
    Cli run = Cli.run("check", "--target", "container");
    assertEquals(ExitCodes.TARGET, run.exitCode());
    assertTrue(run.err().startsWith("nnebench: --target container needs Docker"), run.err());
    assertTrue(run.oneErrorLine(), run.err());
  }

  @Test
  void urlTargetWithoutUrlSaysHow() {
    Cli run = Cli.run("check", "--target", "url");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("--target url needs --url"), run.err());
  }

  @Test
  void helpDescribesTheCommand() {
    Cli run = Cli.run("check", "--help");
    assertEquals(ExitCodes.OK, run.exitCode());
    assertTrue(run.out().contains("negotiated"), run.out());
  }
}
