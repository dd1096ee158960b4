package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SduAskedTest {
  @Test
  void defaultLeavesTheSduToTheDriverAndSizesAreBytes() {
    assertEquals(SduAsked.DRIVERS_OWN, SduAsked.parse(" Default"));
    assertEquals(65535, SduAsked.parse("65535"));
    assertEquals(2_097_152, SduAsked.parse("2097152"));
  }

  @Test
  void sizesOutsideOracleNetsRangeAreRefusedNamingTheFix() {
    for (String bad : List.of("511", "2097153", "64k", "")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> SduAsked.parse(bad));
      assertTrue(e.getMessage().contains("sdu must be 512..2097152 bytes or 'default'"),
          e.getMessage());
    }
  }

  @Test
  void theDefaultKeepsTheTargetAndASizeRewritesItsUrl() {
    Target t = new RelayedTarget(null, "jdbc:oracle:thin:@//127.0.0.1:1521/FREEPDB1", "test");
    assertSame(t, SduAsked.on(t, SduAsked.DRIVERS_OWN));
    assertTrue(SduAsked.on(t, 65535).url().contains("(SDU=65535)"));
  }
}
