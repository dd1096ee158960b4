package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.target.ContainerTarget;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the container target refuses or plans before any Docker call. */
class ContainerCliTest {
  @Test
  void fetchRefuses3DesOnTheContainerBeforeAskingDocker() {
    Cli r = Cli.run("fetch", "--target", "container", "--driver", "19", "--encryption", "3DES168");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.err());
    assertTrue(r.oneErrorLine() && r.err().contains("encryption 3DES168: the Oracle Free"
        + " container offers") && !r.err().contains("Docker"), r.err());
  }

  @Test
  void userSystemIsAUsageError() {
    Cli r = Cli.run("fetch", "--target", "container", "--user", "system");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.err());
    assertTrue(r.oneErrorLine() && r.err().contains("--user system"), r.err());
  }

  @Test
  void benchRefusesAUserNameCreateUserRejectsBeforeAskingDocker() {
    Cli r = Cli.run("bench", "--target", "container", "--user", "my-user");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.err());
    assertTrue(r.oneErrorLine() && r.err().contains("use --user my_user") && r.out().isEmpty(),
        r.err());
  }

  /* Where no engine answers: the plan first (nothing was pulled for it), then one line. */
  @Test
  void benchWithoutDockerPrintsThePlanThenOneLineNamingWhatIsMissingAndTheFix(
      @TempDir Path out) {
    assumeFalse(ContainerTarget.dockerAvailable(), "Docker is available here");
    Cli r = Cli.run("bench", "--target", "container", "--out", out.toString());
    assertEquals(ExitCodes.TARGET, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("nnebench bench: preset quick"), r.out());
    assertTrue(r.oneErrorLine() && r.err().startsWith("nnebench: --target container needs a"
        + " Docker engine: ") && r.err().contains("; "), r.err());
  }

  @Test
  void benchDryRunOnTheContainerListsItsSkippedCellsAndExitsZero() {
    Cli r = Cli.run("bench", "--preset", "narrow", "--target", "container", "--dry-run");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("encryption 3DES168: the Oracle Free container offers"), r.out());
  }

  /* ezTLS is one the container cannot serve: driver 23 would be offered it on loopback. */
  @Test
  void diagnoseDryRunSkipsTheCandidatesTheContainerCannotServe() {
    Cli r = Cli.run("diagnose", "--target", "container", "--dry-run", "--driver", "23",
        "--encryption", "AES256", "--checksum", "SHA256");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("nnebench diagnose --dry-run: in force driver=23"), r.out());
    assertTrue(r.out().contains("skipped: transport=eztls/encryption=NONE/checksum=NONE: the"
        + " target is not known to answer ezTLS"), r.out());
    String others = r.out().lines().filter(l -> l.strip().startsWith("others: ")).findFirst()
        .orElseThrow();
    assertFalse(others.contains("eztls"), others);
    assertTrue(r.out().strip().endsWith("a replay on loopback follows"), r.out());
  }

  @Test
  void diagnoseRefusesSettingsInForceTheContainerCannotServeBeforeAskingDocker() {
    Cli r = Cli.run("diagnose", "--target", "container", "--driver", "19", "--encryption",
        "AES256", "--checksum", "MD5");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.err());
    assertTrue(r.oneErrorLine() && r.err().contains("checksum MD5: the Oracle Free container"),
        r.err());
  }

  @Test
  void fetchRefusesTcpsOnTheContainerBeforeAskingDocker() {
    Cli r = Cli.run("fetch", "--target", "container", "--transport", "tcps", "--encryption",
        "NONE", "--checksum", "NONE");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.err());
    assertTrue(r.oneErrorLine() && r.err().contains("serves no TCPS"), r.err());
  }
}
