package dev.nnebench.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.target.PasswordFile;
import dev.nnebench.target.TargetKind;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A fork uses the password of the target the runner started, whatever the environment says. */
class ForkTargetPasswordTest {
  @Test
  void thePasswordFileTheRunnerNamesWinsOverTheEnvironment() {
    ForkTarget fork = new ForkTarget(TargetKind.LOOPBACK, "jdbc:oracle:thin:@//127.0.0.1:1/X",
        "bench", "loopback", Optional.empty(), Optional.empty());
    try (PasswordFile file = PasswordFile.write("the-targets-own")) {
      System.setProperty(ForkTarget.PASSWORD_FILE, file.path().toString());
      assertEquals("the-targets-own", fork.password());
    } finally {
      System.clearProperty(ForkTarget.PASSWORD_FILE);
    }
  }
}
