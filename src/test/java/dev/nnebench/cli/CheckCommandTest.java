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
    assertTrue(run.err().startsWith("nnebench: --target container needs a Docker engine: "), run.err());
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

  /* Real ojdbc 23.26.4 against the in-process double, over ezTLS on its TCP port. */
  @Test
  void overEzTlsItSaysTheTlsVersionAndSuiteInsteadOfNne() {
    Cli run = Cli.run("check", "--transport", "eztls", "--encryption", "NONE", "--checksum",
        "NONE");
    assertEquals(ExitCodes.OK, run.exitCode(), run.err());
    assertTrue(run.out().contains("transport   ezTLS, TLSv1.3 TLS_AES_256_GCM_SHA384 (TLS inside"
        + " Oracle Net on the TCP port, not NNE)"), run.out());
    assertTrue(run.out().contains("encryption  TLS_AES_256_GCM_SHA384 via"), run.out());
    assertTrue(run.out().contains("schedule    no NNE key schedule"), run.out());
  }

  @Test
  void overTcpsItSaysTheTlsVersionAndSuite() {
    Cli run = Cli.run("check", "--transport", "tcps", "--encryption", "NONE", "--checksum",
        "NONE");
    assertEquals(ExitCodes.OK, run.exitCode(), run.err());
    assertTrue(run.out().contains("transport   TCPS, TLSv1.3 TLS_"), run.out());
  }

  @Test
  void ezTlsWithAnOlderDriverIsRefusedInOneLine() {
    Cli run = Cli.run("check", "--transport", "eztls", "--driver", "19", "--encryption", "NONE",
        "--checksum", "NONE");
    assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
    assertTrue(run.oneErrorLine(), run.err());
    assertTrue(run.err().contains("--transport eztls: ojdbc 19 has no ezTLS (23.26.4 is the"
        + " first); use --driver 23"), run.err());
  }

  @Test
  void ezTlsWithNneAskedIsRefusedInOneLine() {
    Cli run = Cli.run("check", "--transport", "eztls");
    assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
    assertTrue(run.oneErrorLine(), run.err());
    assertTrue(run.err().contains("ezTLS is the encryption; add --encryption NONE --checksum"
        + " NONE"), run.err());
  }

  @Test
  void ezTlsOnATargetNotKnownToAnswerItIsRefusedBeforeConnecting() {
    Cli run = Cli.run("check", "--transport", "eztls", "--target", "url", "--url",
        "jdbc:oracle:thin:@//127.0.0.1:1/FREEPDB1", "--user", "u", "--encryption", "NONE",
        "--checksum", "NONE");
    assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
    assertTrue(run.oneErrorLine(), run.err());
    assertTrue(run.err().contains("serves no ezTLS that nnebench knows of; use --target loopback"
        + " or --transport tcp"), run.err());
  }
}
