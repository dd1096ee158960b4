package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cli.ExitCodes;
import dev.nnebench.cli.NnebenchException;
import org.junit.jupiter.api.Test;

class UrlTargetTest {

  @Test
  void givenPasswordIsUsedAndNeverDescribed() {
    try (Target t = Targets.open(TargetOptions.url("jdbc:oracle:thin:@//db:1521/X", "scott", "tiger"))) {
      assertEquals("tiger", t.password());
      assertEquals(TargetKind.URL, t.kind());
      assertTrue(!t.description().contains("tiger"), t.description());
    }
  }

  @Test
  void missingUrlSaysHowToGiveOne() {
    var e = assertThrows(NnebenchException.class,
        () -> Targets.open(TargetOptions.url(null, "scott", "tiger")));
    assertEquals(ExitCodes.USAGE, e.exitCode());
    assertTrue(e.getMessage().contains("--url jdbc:oracle:thin:@//"), e.getMessage());
  }

  @Test
  void nonThinUrlIsRefused() {
    var e = assertThrows(NnebenchException.class,
        () -> Targets.open(TargetOptions.url("jdbc:oracle:oci:@X", "scott", "tiger")));
    assertTrue(e.getMessage().contains("jdbc:oracle:thin:"), e.getMessage());
  }
}
