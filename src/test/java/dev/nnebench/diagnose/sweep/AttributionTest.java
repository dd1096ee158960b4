package dev.nnebench.diagnose.sweep;

import static dev.nnebench.diagnose.sweep.PairedTrials.around;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.candidates.Candidate;
import java.util.List;
import org.junit.jupiter.api.Test;

class AttributionTest {
  private static final String NNE_OFF = Candidate.NNE_OFF.text();
  @Test
  void cryptoIsCpuWithNneMinusWithoutAndWaitingIsWallMinusCpu() {
    // in force 30 ms wall, 15 ms CPU; NNE off 20 ms wall, 10 ms CPU (PairedTrials: CPU = wall/2)
    Attribution a = Attribution.of(List.of(PairedTrials.of(NNE_OFF, around(30),
        around(20))), true, 0).orElseThrow();

    assertEquals(30, a.wallMs().estimate(), 0.5);
    assertEquals(5, a.cryptoMs().orElseThrow().estimate(), 0.2);
    assertEquals(10, a.decodeMs().orElseThrow().estimate(), 0.2);
    assertEquals(15, a.waitMs().estimate(), 0.3);
  }

  @Test
  void withoutAnNneOffPairingCryptoIsNotSplit() {
    Attribution a = Attribution.of(List.of(PairedTrials.of("fetchSize=1000", around(30),
        around(10))), true, 0).orElseThrow();

    assertTrue(a.cryptoMs().isEmpty());
    assertTrue(a.lines().get(1).contains("not split"), a.lines().toString());
  }
}
