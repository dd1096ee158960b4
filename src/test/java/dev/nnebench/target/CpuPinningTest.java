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
}
