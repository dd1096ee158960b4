package dev.nnebench.cell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A cell's scenario: its text values typed, the levels REQUIRED unless named (REJECTED for NONE). */
class CellScenarioTest {

  private static Map<String, String> values() {
    Map<String, String> v = new HashMap<>();
    v.put("driver", "21");
    v.put("jce", "false");
    v.put("encryption", "3DES168");
    v.put("checksum", "none");
    v.put("fetchSize", "10");
    v.put("shape", "tiny");
    v.put("read", "getBytes");
    return v;
  }

  @Test
  void textValuesBuildTheScenarioWithRequiredLevels() {
    Scenario s = Cell.parse(values()).scenario();
    assertEquals(new Scenario(DriverVersion.V21, false, NneLevel.REQUIRED, EncryptionType.TDES168,
        NneLevel.REJECTED, ChecksumType.NONE, 10, Shapes.parse("tiny"), ReadStyle.GET_BYTES), s);
    assertTrue(s.nneOn());
  }

  @Test
  void badLevelListsTheLevels() {
    Map<String, String> v = values();
    v.put("encryptionLevel", "mandatory");
    var e = assertThrows(IllegalArgumentException.class, () -> Cell.parse(v).scenario());
    assertTrue(e.getMessage().contains("unknown level 'mandatory'; use one of [REJECTED"),
        e.getMessage());
  }

  @Test
  void anAxisTheCellLacksTakesItsDefault() {
    Map<String, String> v = values();
    v.remove("shape");
    assertEquals(Shapes.parse(Shapes.DEFAULT_NAME), Cell.parse(v).scenario().shape());
  }
}
