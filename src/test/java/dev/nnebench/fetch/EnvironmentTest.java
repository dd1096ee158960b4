package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EnvironmentTest {

  @Test
  void flagsAreYesNoOrUnknown() {
    Environment e = Environment.current();
    Set<String> allowed = Set.of("yes", "no", Environment.UNKNOWN);
    assertTrue(allowed.contains(e.aes()), e.aes());
    assertTrue(allowed.contains(e.shaNi()), e.shaNi());
    assertEquals(Runtime.getRuntime().availableProcessors(), e.cpus());
    assertTrue(e.jdk().contains(Runtime.version().toString()), e.jdk());
  }

  @Test
  void flagsComeFromCpuinfoWhereItExists() throws Exception {
    Path cpuinfo = Path.of("/proc/cpuinfo");
    if (!Files.isReadable(cpuinfo)) {
      assertEquals(Environment.UNKNOWN, Environment.current().aes());
      return;
    }
    boolean aes = Files.readAllLines(cpuinfo).stream()
        .filter(l -> l.startsWith("flags")).findFirst().orElse("").matches(".*\\baes\\b.*");
    assertEquals(aes ? "yes" : "no", Environment.current().aes());
  }
}
