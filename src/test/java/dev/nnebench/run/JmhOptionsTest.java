package dev.nnebench.run;

import dev.nnebench.run.fork.ForkProperties;
import dev.nnebench.cell.ParamSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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

    List<String> args = JmhOptions.forkArgs(Leg.main(List.of(), ParamSet.EMPTY),
        Path.of("/tmp/sidecars"), ForkProperties.NONE.with("nnebench.bench.url",
            "jdbc:oracle:thin:@//127.0.0.1:1/X"));

    assertTrue(args.contains("-D" + PLAIN + "=x"));
    assertFalse(args.stream().anyMatch(a -> a.contains("hunter2")));
    assertTrue(args.contains("-Dnnebench.sidecars=/tmp/sidecars"));
    assertTrue(args.contains("-Dnnebench.bench.url=jdbc:oracle:thin:@//127.0.0.1:1/X"));
  }

  @Test
  void optionsCarryThePresetAndFailOnError() {
    JmhSettings s = JmhSettings.DEFAULTS;

    Options o = JmhOptions.build(s,
        Leg.aesOff(List.of("CipherThroughput"), ParamSet.parse(Map.of("bytes", List.of("8192")))),
        Path.of("/tmp/r.json"), Path.of("/tmp/s"), ForkProperties.NONE);

    assertEquals(s.forks(), o.getForkCount().get());
    assertEquals(s.iterations(), o.getMeasurementIterations().get());
    assertTrue(o.shouldFailOnError().get());
    assertEquals(List.of("8192"), List.copyOf(o.getParameter("bytes").get()));
    assertEquals(List.of("CipherThroughput"), o.getIncludes());
    assertTrue(o.getJvmArgsAppend().get().contains("-XX:-UseAESIntrinsics"));
    assertEquals(JmhOptions.HEAP, List.copyOf(o.getJvmArgs().get()));
  }

  @Test
  void aLinkPaceReachesTheForksOnlyWhenSet() {
    Leg leg = Leg.main(List.of("FetchThroughput"), ParamSet.EMPTY);
    JmhSettings paced = JmhSettings.DEFAULTS.with(dev.nnebench.preset.JmhKeys.NONE
        .with("FetchThroughput.linkPace", "0.25")).forClass("FetchThroughput");

    assertTrue(JmhOptions.build(paced, leg, Path.of("/tmp/r.json"), Path.of("/tmp/s"),
        ForkProperties.NONE).getJvmArgsAppend().get().contains("-Dnnebench.bench.linkPace=0.25"));
    assertFalse(JmhOptions.build(JmhSettings.DEFAULTS, leg, Path.of("/tmp/r.json"),
        Path.of("/tmp/s"), ForkProperties.NONE).getJvmArgsAppend().get().stream()
        .anyMatch(a -> a.contains("linkPace")));
  }
}
