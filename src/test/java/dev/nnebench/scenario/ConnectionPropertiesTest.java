package dev.nnebench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.shape.Shape;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class ConnectionPropertiesTest {
  private static final Shape SHAPE = new Shape(1, 1, 1, 0, 1);

  private static Scenario scenario(NneLevel encLevel, EncryptionType enc, NneLevel sumLevel,
      ChecksumType sum, boolean jce, int fetchSize) {
    return new Scenario(DriverVersion.V21, jce, encLevel, enc, sumLevel, sum, fetchSize, SHAPE,
        ReadStyle.GET_STRING);
  }

  @ParameterizedTest
  @EnumSource(value = EncryptionType.class, mode = EnumSource.Mode.EXCLUDE, names = "NONE")
  void encryptionTypeSetsTheTypesProperty(EncryptionType e) {
    Properties p = ConnectionProperties.of(scenario(NneLevel.REQUIRED, e, NneLevel.REQUIRED,
        ChecksumType.SHA1, true, 1));
    assertEquals("(" + e.driverName() + ")", p.getProperty("oracle.net.encryption_types_client"));
  }

  @ParameterizedTest
  @EnumSource(value = ChecksumType.class, mode = EnumSource.Mode.EXCLUDE, names = "NONE")
  void checksumTypeSetsTheTypesProperty(ChecksumType c) {
    Properties p = ConnectionProperties.of(scenario(NneLevel.REQUIRED, EncryptionType.AES128,
        NneLevel.REQUIRED, c, true, 1));
    assertEquals("(" + c.name() + ")", p.getProperty("oracle.net.crypto_checksum_types_client"));
  }

  @ParameterizedTest
  @EnumSource(value = NneLevel.class, mode = EnumSource.Mode.EXCLUDE, names = "REJECTED")
  void levelsSetTheirOwnProperty(NneLevel level) {
    Properties p = ConnectionProperties.of(scenario(level, EncryptionType.AES192,
        NneLevel.REQUESTED, ChecksumType.SHA512, true, 1));
    assertEquals(level.name(), p.getProperty("oracle.net.encryption_client"));
    assertEquals("REQUESTED", p.getProperty("oracle.net.crypto_checksum_client"));
    Properties q = ConnectionProperties.of(scenario(NneLevel.REQUESTED, EncryptionType.AES192,
        level, ChecksumType.SHA512, true, 1));
    assertEquals(level.name(), q.getProperty("oracle.net.crypto_checksum_client"));
  }

  @Test
  void aFetchSizeLeftToTheDriverSetsNoRowPrefetch() {
    Properties p = ConnectionProperties.of(scenario(NneLevel.REQUIRED, EncryptionType.NONE,
        NneLevel.REJECTED, ChecksumType.NONE, true, FetchSize.DRIVER_CHOOSES));
    assertFalse(p.containsKey(ConnectionProperties.ROW_PREFETCH));
    assertEquals("500", ConnectionProperties.of(scenario(NneLevel.REQUIRED, EncryptionType.NONE,
        NneLevel.REJECTED, ChecksumType.NONE, true, 500)).getProperty("defaultRowPrefetch"));
  }

  @Test
  void noneRejectsTheServiceAndSetsNoTypes() {
    Properties p = ConnectionProperties.of(scenario(NneLevel.REQUIRED, EncryptionType.NONE,
        NneLevel.REJECTED, ChecksumType.SHA256, true, 1));
    assertEquals("REJECTED", p.getProperty("oracle.net.encryption_client"));
    assertEquals("REJECTED", p.getProperty("oracle.net.crypto_checksum_client"));
    assertFalse(p.containsKey("oracle.net.encryption_types_client"));
    assertFalse(p.containsKey("oracle.net.crypto_checksum_types_client"));
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void jceSetsUseJceApi(boolean jce) {
    Properties p = ConnectionProperties.of(scenario(NneLevel.REQUIRED, EncryptionType.AES256,
        NneLevel.REQUIRED, ChecksumType.SHA256, jce, 1));
    assertEquals(Boolean.toString(jce), p.getProperty("oracle.net.useJCEAPI"));
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 10, 100_000})
  void fetchSizeSetsRowPrefetch(int fetchSize) {
    Properties p = ConnectionProperties.of(scenario(NneLevel.REQUIRED, EncryptionType.AES256,
        NneLevel.REQUIRED, ChecksumType.SHA256, true, fetchSize));
    assertEquals(Integer.toString(fetchSize), p.getProperty("defaultRowPrefetch"));
  }

  @Test
  void credentialsAreAddedOnlyWhenGiven() {
    Scenario s = scenario(NneLevel.REQUIRED, EncryptionType.AES256, NneLevel.REQUIRED,
        ChecksumType.SHA256, true, 1);
    assertFalse(ConnectionProperties.of(s).containsKey("password"));
    Properties p = ConnectionProperties.of(s, "bench", "secret");
    assertEquals("bench", p.getProperty("user"));
    assertEquals("secret", p.getProperty("password"));
    assertEquals(8, p.size());
  }
}
