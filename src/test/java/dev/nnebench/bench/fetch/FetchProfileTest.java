package dev.nnebench.bench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.bench.LoopbackDouble;
import dev.nnebench.bench.Smoke;
import dev.nnebench.results.MemoryName;
import dev.nnebench.results.ProfileName;
import dev.nnebench.run.fork.TrialSidecar;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;

/**
 * A fetch fork with {@code nnebench.profile} writes the flame graph of its measured iterations
 * and names the driver's own AES in driver 19's frames; where async-profiler's library cannot
 * load, JFR does it and the sidecar says why. Every fork records the heap a fetch retains and
 * counts the GCs.
 */
class FetchProfileTest {
  @RegisterExtension static final LoopbackDouble TARGET = new LoopbackDouble();
  @TempDir Path dir;

  @Test
  void aProfilingForkWritesTheFlameGraphAndNamesTheDriversOwnAes() throws Exception {
    List<RunResult> results = Smoke.run(FetchThroughput.class, properties(Map.of()),
        "driver", "19", "jce", "false", "encryption", "AES256", "checksum", "SHA256", "shape",
        "small", "fetchSize", "1000");

    Map<String, String> sidecar = sidecar();
    assertTrue(sidecar.get(ProfileName.HOW).startsWith("async-profiler 4."), sidecar.toString());
    assertTrue(sidecar.get(ProfileName.WHERE).contains("driver crypto"), sidecar.toString());
    assertTrue(sidecar.get(ProfileName.WHERE).contains("oracle/net/aso/"), sidecar.toString());
    String html = Files.readString(Path.of(sidecar.get(ProfileName.HTML)));
    assertTrue(html.contains("oracle/net/aso/"), "the fetching thread's frames");
    assertFalse(html.contains("[C2 CompilerThread"), "another thread's root");
    assertTrue(Files.readString(Path.of(sidecar.get(ProfileName.COLLAPSED)))
        .contains("dev/nnebench/fetch/FetchRun.run"));
    assertTrue(Long.parseLong(sidecar.get(MemoryName.HEAP_RETAINED)) > 0, sidecar.toString());
    assertTrue(results.get(0).getSecondaryResults().containsKey(MemoryName.GC_COUNT));
  }

  @Test
  void whereTheNativeLibraryCannotLoadJfrProfilesAndTheSidecarSaysWhy() throws Exception {
    Smoke.run(FetchThroughput.class, properties(Map.of("nnebench.profiler.library",
        dir.resolve("missing.so").toString())), "encryption", "AES256", "checksum", "SHA256");

    Map<String, String> sidecar = sidecar();
    assertTrue(sidecar.get(ProfileName.HOW).startsWith("JFR, event jdk.ExecutionSample"),
        sidecar.toString());
    assertTrue(sidecar.get(ProfileName.HOW).contains("could not load: no library at "),
        sidecar.toString());
    assertTrue(Files.size(Path.of(sidecar.get(ProfileName.HTML))) > 0);
  }

  @Test
  void withoutTheSwitchNothingIsProfiled() throws Exception {
    Map<String, String> props = new HashMap<>(TARGET.forkProperties());
    props.put(TrialSidecar.DIRECTORY_PROPERTY, dir.toString());
    Smoke.run(FetchThroughput.class, props, "encryption", "NONE", "checksum", "NONE");

    assertEquals(null, sidecar().get(ProfileName.HOW));
  }

  private Map<String, String> properties(Map<String, String> more) {
    Map<String, String> props = new HashMap<>(TARGET.forkProperties());
    props.put(TrialSidecar.DIRECTORY_PROPERTY, dir.toString());
    props.put(ProfileName.PROPERTY, "cpu");
    props.putAll(more);
    return props;
  }

  private Map<String, String> sidecar() throws Exception {
    Path file;
    try (Stream<Path> files = Files.list(dir)) {
      file = files.filter(f -> f.toString().endsWith(".properties")).findFirst().orElseThrow();
    }
    Properties p = new Properties();
    try (InputStream in = Files.newInputStream(file)) {
      p.load(in);
    }
    Map<String, String> out = new HashMap<>();
    p.stringPropertyNames().forEach(k -> out.put(k, p.getProperty(k)));
    return out;
  }
}
