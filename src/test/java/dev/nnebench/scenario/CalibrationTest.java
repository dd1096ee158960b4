package dev.nnebench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CalibrationTest {
  @Test
  void zeroIsOff() {
    assertFalse(Calibration.parse("0").active());
    assertFalse(Calibration.parse(" 0% ").active());
    assertEquals("0", Calibration.NONE.label());
  }

  @Test
  void aPercentageIsAShareOfTheSidesOwnCpu() {
    Calibration c = Calibration.parse("+3%");
    assertTrue(c.active());
    assertEquals(0.03, c.fraction(), 1e-12);
    assertEquals("3%", c.label());
    assertEquals("0.5%", Calibration.parse("0.5 %").label());
  }

  @Test
  void labelsReadBack() {
    for (String text : new String[] {"0", "3%", "0.25%", "100%"}) {
      assertEquals(text, Calibration.parse(text).label());
    }
  }

  @Test
  void anythingElseIsRefusedWithTheFix() {
    for (String bad : new String[] {"3", "-1%", "150%", "x%", ""}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> Calibration.parse(bad));
      assertTrue(e.getMessage().contains("-p calibration=3%"), e.getMessage());
    }
  }
}
