package dev.nnebench.wire.session.handshake;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.nne.KeySchedule;
import org.junit.jupiter.api.Test;

class AnoHandshakeTest {
  private static final long GO_ORA = 0x0B200200L;
  private static final long OJDBC_19 = 0x13D01000L;

  @Test
  void anUpdatedServerServesAnOlderClientTheLegacySchedule() {
    assertEquals(KeySchedule.LEGACY, AnoHandshake.schedule(KeySchedule.UPDATED, GO_ORA));
    assertEquals(KeySchedule.UPDATED, AnoHandshake.schedule(KeySchedule.UPDATED, OJDBC_19));
  }

  @Test
  void aLegacyServerStaysLegacyForEveryClient() {
    assertEquals(KeySchedule.LEGACY, AnoHandshake.schedule(KeySchedule.LEGACY, OJDBC_19));
  }
}
