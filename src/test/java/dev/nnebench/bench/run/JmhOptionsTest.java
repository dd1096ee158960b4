package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.Options;

class JmhOptionsTest {
  private static final String SECRET = "nnebench.test.password";
  private static final String PLAIN = "nnebench.test.setting";

  @AfterEach
  void clear() {
    System.clearProperty(SECRET);
    System.clearProperty(PLAIN);
  }

  @Test
  void forwardsOurSettingsButNeverAPassword() {
    System.setProperty(SECRET, "hunter2");
    System.setProperty(PLAIN, "x");

    List<String> args = JmhOptions.forkArgs(Leg.main(List.of()), Path.of("/tmp/sidecars"));

    assertTrue(args.contains("-D" + PLAIN + "=x"));
    assertFalse(args.stream().anyMatch(a -> a.contains("hunter2")));
    assertTrue(args.contains("-Dnnebench.sidecars=/tmp/sidecars"));
  }

  @Test
  void optionsCarryThePresetAndFailOnError() {
    JmhSettings s = BenchPreset.QUICK.defaults().withParam("bytes", List.of("8192"));

    Options o = JmhOptions.build(s, Leg.aesOff(List.of("CipherThroughput")),
        Path.of("/tmp/r.json"), Path.of("/tmp/s"));

    assertEquals(s.forks(), o.getForkCount().get());
    assertEquals(s.iterations(), o.getMeasurementIterations().get());
    assertTrue(o.shouldFailOnError().get());
    assertEquals(List.of("8192"), List.copyOf(o.getParameter("bytes").get()));
    assertEquals(List.of("CipherThroughput"), o.getIncludes());
    assertTrue(o.getJvmArgsAppend().get().contains("-XX:-UseAESIntrinsics"));
    assertEquals(JmhOptions.HEAP, List.copyOf(o.getJvmArgs().get()));
  }
}
