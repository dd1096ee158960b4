package dev.nnebench.scenario;

import dev.nnebench.shape.Shape;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

class ScenarioTest {
  private static final Shape SHAPE = new Shape(10, 2, 5, 0, 1);

  private static Scenario of(DriverVersion d, EncryptionType e, ChecksumType c) {
    return Scenario.of(d, true, e, c, 100, SHAPE, ReadStyle.GET_STRING);
  }

  @Test
  void noneAndRejectedAreOneCanonicalForm() {
    Scenario byType = of(DriverVersion.V23, EncryptionType.NONE, ChecksumType.NONE);
    Scenario byLevel = new Scenario(DriverVersion.V23, true, NneLevel.REJECTED,
        EncryptionType.AES256, NneLevel.REJECTED, ChecksumType.SHA256, 100, SHAPE,
        ReadStyle.GET_STRING);
    assertEquals(byType, byLevel);
    assertEquals(NneLevel.REJECTED, byType.encryptionLevel());
    assertEquals(ChecksumType.NONE, byLevel.checksum());
  }

  @ParameterizedTest
  @EnumSource(value = DriverVersion.class, names = {"V21", "V19", "V18"})
  void olderDriversMayUseThreeDesAndMd5(DriverVersion d) {
    assertTrue(of(d, EncryptionType.TDES168, ChecksumType.MD5).refusal().isEmpty());
  }

  @Test
  void driver23RefusesThreeDesWithTheReason() {
    String reason = of(DriverVersion.V23, EncryptionType.TDES112, ChecksumType.SHA1).refusal()
        .orElseThrow();
    assertTrue(reason.contains("3DES112") && reason.contains("23"), reason);
  }

  @Test
  void driver23RefusesMd5WithTheReason() {
    String reason = of(DriverVersion.V23, EncryptionType.AES128, ChecksumType.MD5).refusal()
        .orElseThrow();
    assertTrue(reason.contains("MD5"), reason);
  }

  @Test
  void fetchSizeMustBePositiveOrLeftToTheDriver() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> Scenario.of(DriverVersion.V23, true, EncryptionType.AES256, ChecksumType.SHA256, -1,
            SHAPE, ReadStyle.GET_STRING));
    assertTrue(e.getMessage().contains("fetch size"), e.getMessage());
    assertFalse(Scenario.of(DriverVersion.V23, true, EncryptionType.AES256, ChecksumType.SHA256,
        FetchSize.DRIVER_CHOOSES, SHAPE, ReadStyle.GET_STRING).setsFetchSize());
  }

  @Test
  void labelNamesEverySetting() {
    String label = of(DriverVersion.V19, EncryptionType.AES192, ChecksumType.SHA384).label();
    assertEquals("driver=19 jce=true encryption=REQUIRED/AES192 checksum=REQUIRED/SHA384"
        + " fetchSize=100 shape=10x2x5-n0-r1 read=getString", label);
  }
}
