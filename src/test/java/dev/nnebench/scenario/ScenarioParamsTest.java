package dev.nnebench.scenario;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScenarioParamsTest {

  private static Map<String, String> values() {
    Map<String, String> v = new HashMap<>();
    v.put(ScenarioParams.DRIVER, "21");
    v.put(ScenarioParams.JCE, "false");
    v.put(ScenarioParams.ENCRYPTION, "3DES168");
    v.put(ScenarioParams.CHECKSUM, "none");
    v.put(ScenarioParams.FETCH_SIZE, "10");
    v.put(ScenarioParams.SHAPE, "tiny");
    v.put(ScenarioParams.READ, "getBytes");
    return v;
  }

  @Test
  void textValuesBuildTheScenarioWithRequiredLevels() {
    Scenario s = ScenarioParams.toScenario(values());
    assertEquals(new Scenario(DriverVersion.V21, false, NneLevel.REQUIRED, EncryptionType.TDES168,
        NneLevel.REJECTED, ChecksumType.NONE, 10, Shapes.parse("tiny"), ReadStyle.GET_BYTES), s);
  }

  @Test
  void badLevelListsTheLevels() {
    Map<String, String> v = values();
    v.put(ScenarioParams.ENCRYPTION_LEVEL, "mandatory");
    var e = assertThrows(IllegalArgumentException.class, () -> ScenarioParams.toScenario(v));
    assertTrue(e.getMessage().contains("unknown level 'mandatory'; use one of [REJECTED"),
        e.getMessage());
  }

  @Test
  void missingValueIsNamed() {
    Map<String, String> v = values();
    v.remove(ScenarioParams.SHAPE);
    var e = assertThrows(IllegalArgumentException.class, () -> ScenarioParams.toScenario(v));
    assertTrue(e.getMessage().contains("shape"), e.getMessage());
  }
}
