package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ParamSetsTest {

  @Test
  void newerDriversLoseTheLegacyAlgorithmsOlderKeepThem() {
    Map<String, List<String>> params = Map.of(
        "driver", List.of("23", "21", "19"),
        "encryption", List.of("NONE", "AES256", "3DES168"),
        "checksum", List.of("SHA256", "MD5"));

    List<Map<String, List<String>>> sets = ParamSets.split(params);

    assertEquals(2, sets.size());
    assertEquals(List.of("21", "19"), sets.get(0).get("driver"));
    assertEquals(List.of("NONE", "AES256", "3DES168"), sets.get(0).get("encryption"));
    assertEquals(List.of("23"), sets.get(1).get("driver"));
    assertEquals(List.of("NONE", "AES256"), sets.get(1).get("encryption"));
    assertEquals(List.of("SHA256"), sets.get(1).get("checksum"));
  }

  @Test
  void aSetLeftWithNothingToRunIsDropped() {
    Map<String, List<String>> params = Map.of(
        "driver", List.of("23"), "encryption", List.of("3DES168"));

    assertEquals(List.of(), ParamSets.split(params));
  }

  @Test
  void withoutDriversNothingIsSplit() {
    Map<String, List<String>> params = Map.of("bytes", List.of("8192"));

    assertEquals(List.of(params), ParamSets.split(params));
  }
}
