package dev.nnebench.nne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class EncryptionTypeTest {

  @ParameterizedTest
  @EnumSource(EncryptionType.class)
  void parsesItsConstantNameAndDriverName(EncryptionType e) {
    assertEquals(e, EncryptionType.parse(e.name()));
    assertEquals(e, EncryptionType.parse(e.driverName().toLowerCase()));
  }

  @Test
  void threeDesIsNamedAsTheDriverNamesIt() {
    assertEquals("3DES112", EncryptionType.TDES112.driverName());
    assertEquals("(3DES168)", EncryptionType.TDES168.propertyValue());
    assertEquals("(AES256)", EncryptionType.AES256.propertyValue());
  }

  @Test
  void onlyThreeDesIsLegacy() {
    assertTrue(EncryptionType.TDES112.legacy());
    assertTrue(EncryptionType.TDES168.legacy());
    assertFalse(EncryptionType.AES128.legacy());
    assertFalse(EncryptionType.NONE.legacy());
  }

  @Test
  void unknownNameListsTheChoices() {
    var e = assertThrows(IllegalArgumentException.class, () -> EncryptionType.parse("DES40"));
    assertTrue(e.getMessage().contains("AES256"), e.getMessage());
  }

  /* The ids real drivers send in ANO; the driver tests under wire/ negotiate each of them. */
  @Test
  void carriesTheAnoIdsAndKeyLengths() {
    assertEquals(17, EncryptionType.AES256.anoId());
    assertEquals(16, EncryptionType.AES192.anoId());
    assertEquals(15, EncryptionType.AES128.anoId());
    assertEquals(12, EncryptionType.TDES168.anoId());
    assertEquals(11, EncryptionType.TDES112.anoId());
    assertEquals(0, EncryptionType.NONE.anoId());
    assertEquals(32, EncryptionType.AES256.keyLength());
    assertEquals(24, EncryptionType.TDES168.keyLength());
    assertEquals(16, EncryptionType.TDES112.keyLength());
  }

  @Test
  void looksUpByAnoIdAndCaseInsensitiveDriverName() {
    assertEquals(Optional.of(EncryptionType.AES128), EncryptionType.byAnoId(15));
    assertEquals(Optional.empty(), EncryptionType.byAnoId(6));
    assertEquals(Optional.of(EncryptionType.TDES112), EncryptionType.byDriverName("3des112"));
    assertEquals(Optional.of(EncryptionType.AES256), EncryptionType.byDriverName(" aes256 "));
    assertEquals(Optional.empty(), EncryptionType.byDriverName("TDES168"));
    assertEquals(Optional.empty(), EncryptionType.byDriverName("RC4_256"));
  }
}
