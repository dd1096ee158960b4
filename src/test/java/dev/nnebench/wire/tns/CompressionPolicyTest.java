package dev.nnebench.wire.tns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The ACCEPT's compression byte for the CONNECT words ojdbc and node-oracledb send. */
class CompressionPolicyTest {
  private static final CompressionPolicy HIGH =
      new CompressionPolicy(List.of(CompressionLevel.HIGH), 1024);

  @Test
  void shouldTurnCompressionOnAtHighForTheDriversDefault() {
    assertEquals(0x88, HIGH.acceptFlags(0x88000000, false)); // ojdbc and node over TCP
    assertEquals(0x8a, HIGH.acceptFlags(0x88000002, true)); // ojdbc over TCPS
    assertEquals(0x8a, HIGH.acceptFlags(0x88000000, true)); // a client that does not say TCPS
    assertEquals(0x88, HIGH.acceptFlags(0xc8000000, false)); // auto: answered as on
  }

  @Test
  void shouldPickTheClientsFirstLevelTheServerCanCompressAt() {
    CompressionPolicy both = new CompressionPolicy(
        List.of(CompressionLevel.LOW, CompressionLevel.HIGH), 1024);
    assertEquals(0x88, both.acceptFlags(0x84800000, false)); // (low, high): low is never chosen
    assertEquals(List.of(CompressionLevel.LOW, CompressionLevel.HIGH),
        CompressionPolicy.clientLevels(0x84800000));
  }

  @Test
  void shouldAnswerOffWithoutACommonLevelOrWithoutBothSidesOn() {
    assertEquals(0, HIGH.acceptFlags(0x84000000, false)); // the client lists low only
    assertEquals(0, HIGH.acceptFlags(0x80000000, false)); // on, with no level (node, level low)
    assertEquals(0, HIGH.acceptFlags(0x08000000, false)); // a level without the "on" bit
    assertEquals(0, HIGH.acceptFlags(0, false)); // off: python-oracledb, go-ora
    assertEquals(0, CompressionPolicy.OFF.acceptFlags(0x88000000, false));
    CompressionPolicy lowOnly = new CompressionPolicy(List.of(CompressionLevel.LOW), 1024);
    assertEquals(0, lowOnly.acceptFlags(0x84000000, false)); // the double has no LZO
  }

  @Test
  void shouldNameTheChosenLevel() {
    assertEquals("high", CompressionPolicy.levelName(0x8a));
    assertEquals("off", CompressionPolicy.levelName(0));
  }

  @Test
  void shouldRefuseAThresholdBelowTheClientsMinimum() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new CompressionPolicy(List.of(CompressionLevel.HIGH), 199));
    assertEquals("compression threshold must be at least 200 bytes, got 199", e.getMessage());
  }
}
