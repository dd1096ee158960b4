package dev.nnebench.nne;

import dev.nnebench.nne.EncryptionType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
