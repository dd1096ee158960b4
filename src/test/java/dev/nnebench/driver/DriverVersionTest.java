package dev.nnebench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DriverVersionTest {

  @Test
  void parsesShortLongAndConstantNames() {
    assertEquals(DriverVersion.V23, DriverVersion.parse("23"));
    assertEquals(DriverVersion.V19, DriverVersion.parse("v19"));
    assertEquals(DriverVersion.V21, DriverVersion.parse("21.24.0.0"));
  }

  @Test
  void onlyUpTo21OffersLegacyCrypto() {
    assertFalse(DriverVersion.V23.offersLegacyCrypto());
    assertTrue(DriverVersion.V21.offersLegacyCrypto());
    assertTrue(DriverVersion.V18.offersLegacyCrypto());
  }

  @Test
  void jarPatternMatchesOnlyItsMajor() {
    assertTrue(DriverVersion.V23.jarPattern().matcher("ojdbc11-23.26.4.0.0.jar").matches());
    assertTrue(DriverVersion.V18.jarPattern().matcher("ojdbc8-18.15.0.0.jar").matches());
    assertFalse(DriverVersion.V21.jarPattern().matcher("ojdbc11-23.26.4.0.0.jar").matches());
    assertFalse(DriverVersion.V19.jarPattern().matcher("ojdbc8-19.29.0.0.jar.sha1").matches());
  }

  @Test
  void unknownVersionListsTheChoices() {
    var e = assertThrows(IllegalArgumentException.class, () -> DriverVersion.parse("11"));
    assertTrue(e.getMessage().contains("23, 21, 19, 18, 12"), e.getMessage());
  }

  @Test
  void onlyTheTwelveGenerationPredatesTheUpdatedKeySchedule() {
    for (DriverVersion v : DriverVersion.values()) {
      assertEquals(v != DriverVersion.V12, v.runsUpdatedKeySchedule(), v.toString());
    }
  }
}
