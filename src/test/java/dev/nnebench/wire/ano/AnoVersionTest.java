package dev.nnebench.wire.ano;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AnoVersionTest {
  @ParameterizedTest
  @CsvSource({
      "13000000, false", // 19.0.0.0.0
      "13C00000, false", // 19.12.0.0.0: a minor-field release update does not count
      "0B200200, false", // 11.2.0.2.0, go-ora v2.9
      "12F01000, true",  // 18.15.1: ojdbc8 18.15
      "13D01000, true",  // ojdbc8 19.29
      "15801000, true",  // ojdbc11 21.x
      "17000000, true",  // 23.0.0.0.0
      "17A04000, true"}) // ojdbc11 23.26.4
  void updatedKeysFromMajor23OrAThirdFieldOfOne(String hex, boolean updated) {
    assertEquals(updated, AnoVersion.knowsUpdatedKeys(Long.parseLong(hex, 16)));
  }

  @ParameterizedTest
  @CsvSource({
      "0A200000, false", // 10.2.0.0.0: ojdbc6 11.2.0.4
      "0B200200, false", // 11.2.0.2.0: go-ora v2.9
      "0C200100, true",  // 12.2.0.1.0
      "13D01000, true",
      "17A04000, true"})
  void a2048BitGroupFromMajor12(String hex, boolean takes) {
    assertEquals(takes, AnoVersion.takes2048BitGroup(Long.parseLong(hex, 16)));
  }
}
