package dev.nnebench.preset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.results.ParamName;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScenarioParamsTest {

  private static Map<String, String> values() {
    Map<String, String> v = new HashMap<>();
    v.put(ParamName.DRIVER, "21");
    v.put(ParamName.JCE, "false");
    v.put(ParamName.ENCRYPTION, "3DES168");
    v.put(ParamName.CHECKSUM, "none");
    v.put(ParamName.FETCH_SIZE, "10");
    v.put(ParamName.SHAPE, "tiny");
    v.put(ParamName.READ, "getBytes");
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
    v.put(ParamName.ENCRYPTION_LEVEL, "mandatory");
    var e = assertThrows(IllegalArgumentException.class, () -> ScenarioParams.toScenario(v));
    assertTrue(e.getMessage().contains("unknown level 'mandatory'; use one of [REJECTED"),
        e.getMessage());
  }

  @Test
  void missingValueIsNamed() {
    Map<String, String> v = values();
    v.remove(ParamName.SHAPE);
    var e = assertThrows(IllegalArgumentException.class, () -> ScenarioParams.toScenario(v));
    assertTrue(e.getMessage().contains("shape"), e.getMessage());
  }
}
