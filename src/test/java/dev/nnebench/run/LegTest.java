package dev.nnebench.run;

import dev.nnebench.cell.ParamSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LegTest {

  @Test
  void aesOffUnlocksTheDiagnosticFlagFirst() {
    List<String> args = Leg.aesOff(List.of("CipherThroughput"), ParamSet.EMPTY).jvmArgs();

    assertEquals("-XX:+UnlockDiagnosticVMOptions", args.get(0));
    assertTrue(args.containsAll(List.of("-XX:-UseAES", "-XX:-UseAESIntrinsics")));
  }

  @Test
  void secondJdkAcceptsAJdkHome() {
    Path home = Path.of(System.getProperty("java.home"));

    Leg leg = Leg.secondJdk(home, List.of("CipherThroughput"), ParamSet.EMPTY);

    assertEquals(home.resolve("bin").resolve("java").toString(), leg.jvm().orElseThrow());
  }

  @Test
  void secondJdkRefusesAPathWithoutJava() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> Leg.secondJdk(Path.of("/nonexistent/jdk"), List.of(), ParamSet.EMPTY));

    assertTrue(e.getMessage().startsWith("--jvm /nonexistent/jdk is neither a JDK home"),
        e.getMessage());
  }
}
