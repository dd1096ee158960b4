package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class CpuPinningTest {
  @Test
  void theDoubleGetsTheLastCpuOrNothingWhenUnavailable() {
    Optional<String> cpu = CpuPinning.serverCpu();
    if (CpuPinning.available()) {
      assertEquals(Optional.of(Integer.toString(Runtime.getRuntime().availableProcessors() - 1)),
          cpu);
    } else {
      assertTrue(cpu.isEmpty() && CpuPinning.serverPrefix().isEmpty());
    }
  }

  @Test
  void theContainerGetsOracleFreesTwoCpusWhenTheClientKeepsTwo() {
    assertEquals(1, CpuPinning.serverCount(TargetKind.CONTAINER, 2));
    assertEquals(1, CpuPinning.serverCount(TargetKind.CONTAINER, 3));
    assertEquals(2, CpuPinning.serverCount(TargetKind.CONTAINER, 4));
    assertEquals(2, CpuPinning.serverCount(TargetKind.CONTAINER, 16));
    assertEquals(1, CpuPinning.serverCount(TargetKind.LOOPBACK, 16));
    assertEquals(0, CpuPinning.serverCount(TargetKind.URL, 16), "a URL's server is elsewhere");
  }

  @Test
  void clientAndServerSplitTheCpusWithoutOverlap() {
    for (TargetKind kind : TargetKind.values()) {
      Optional<String> server = CpuPinning.serverCpus(kind);
      Optional<String> client = CpuPinning.clientCpus(kind);
      assertEquals(server.isPresent(), client.isPresent(), kind.toString());
      server.ifPresent(cpus -> assertTrue(cpus.endsWith(Integer.toString(
          Runtime.getRuntime().availableProcessors() - 1)), cpus));
      client.ifPresent(cpus -> assertTrue(cpus.startsWith("0"), cpus));
    }
    assertEquals("2-3", CpuPinning.range(2, 3));
    assertEquals("0", CpuPinning.range(0, 0));
  }
}
