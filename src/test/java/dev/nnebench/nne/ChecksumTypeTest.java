package dev.nnebench.nne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.MessageDigest;
import java.util.Optional;
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

  @Test
  void carriesTheAnoIds() {
    assertEquals(1, ChecksumType.MD5.anoId());
    assertEquals(3, ChecksumType.SHA1.anoId());
    assertEquals(4, ChecksumType.SHA512.anoId());
    assertEquals(5, ChecksumType.SHA256.anoId());
    assertEquals(6, ChecksumType.SHA384.anoId());
    assertEquals(0, ChecksumType.NONE.anoId());
  }

  @ParameterizedTest
  @EnumSource(value = ChecksumType.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
  void macIsAsLongAsItsJcaDigest(ChecksumType c) throws Exception {
    assertEquals(MessageDigest.getInstance(c.jcaName()).getDigestLength(), c.macLength());
  }

  @Test
  void noneHasNoDigest() {
    assertNull(ChecksumType.NONE.jcaName());
    assertEquals(0, ChecksumType.NONE.macLength());
  }

  @Test
  void looksUpByAnoIdAndCaseInsensitiveName() {
    assertEquals(Optional.of(ChecksumType.SHA384), ChecksumType.byAnoId(6));
    assertEquals(Optional.empty(), ChecksumType.byAnoId(2));
    assertEquals(Optional.of(ChecksumType.SHA1), ChecksumType.byDriverName("sha1"));
    assertEquals(Optional.empty(), ChecksumType.byDriverName("SHA-256"));
  }
}
