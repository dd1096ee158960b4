package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Phase 2 of a login names the user again; one that names another user than phase 1 did is
 * refused with ORA-01017, as Oracle refuses it, even with the right password for phase 1's user.
 */
class PhaseTwoUserTest {
  private static final int AUTH_PHASE_TWO = 0x73;
  private final List<String> log = new CopyOnWriteArrayList<>();

  @Test
  void aPhaseTwoForAnotherUserShouldBeRefused() throws Exception {
    ServerOptions options = ServerOptions.builder().user("bench", "bench")
        .addUser("other", "other").log(log::add).build();
    try (WireServer server = new WireServer(options).start();
        Relay relay = new Relay(server.port(), PhaseTwoUserTest::renameInPhaseTwo)) {
      SQLException e = assertThrows(SQLException.class, () -> RealDrivers.SHORT.connect(
          DriverVersion.V23, relay.port(), RealDrivers.nne(null, null)));
      assertEquals(1017, e.getErrorCode(), e.toString());
      for (int i = 0; i < 250 && log.isEmpty(); i++) {
        Thread.sleep(20);
      }
    }
    assertTrue(log.stream().anyMatch(l -> l.contains("outcome=ORA-01017")), log.toString());
  }

  /* The driver sends the user name raw in both phases; NNE is off, so it is in the clear. */
  private static byte[] renameInPhaseTwo(byte[] packet) {
    boolean phaseTwo = packet.length > 12 && packet[4] == 6 && packet[10] == 3
        && (packet[11] & 0xff) == AUTH_PHASE_TWO;
    if (!phaseTwo) {
      return packet;
    }
    String text = new String(packet, StandardCharsets.ISO_8859_1);
    int at = text.toUpperCase(java.util.Locale.ROOT).indexOf("BENCH");
    byte[] renamed = packet.clone();
    System.arraycopy("OTHER".getBytes(StandardCharsets.US_ASCII), 0, renamed, at, 5);
    return renamed;
  }
}
