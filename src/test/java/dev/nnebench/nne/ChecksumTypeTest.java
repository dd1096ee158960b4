package dev.nnebench.nne;

import dev.nnebench.nne.ChecksumType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ChecksumTypeTest {

  @ParameterizedTest
  @EnumSource(ChecksumType.class)
  void parsesItsNameInAnyCase(ChecksumType c) {
    assertEquals(c, ChecksumType.parse(c.name().toLowerCase()));
    assertEquals("(" + c.name() + ")", c.propertyValue());
  }

  @Test
  void onlyMd5IsLegacy() {
    assertTrue(ChecksumType.MD5.legacy());
    assertFalse(ChecksumType.SHA1.legacy());
    assertFalse(ChecksumType.SHA512.legacy());
  }

  @Test
  void unknownNameListsTheChoices() {
    var e = assertThrows(IllegalArgumentException.class, () -> ChecksumType.parse("CRC32"));
    assertTrue(e.getMessage().contains("SHA256"), e.getMessage());
  }
}
