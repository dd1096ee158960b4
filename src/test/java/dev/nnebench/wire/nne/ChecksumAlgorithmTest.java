package dev.nnebench.wire.nne;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.MessageDigest;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ChecksumAlgorithmTest {
  @Test
  void shouldCarryAnoIdsFromTheBrief() {
    assertEquals(1, ChecksumAlgorithm.MD5.id());
    assertEquals(3, ChecksumAlgorithm.SHA1.id());
    assertEquals(4, ChecksumAlgorithm.SHA512.id());
    assertEquals(5, ChecksumAlgorithm.SHA256.id());
    assertEquals(6, ChecksumAlgorithm.SHA384.id());
    assertEquals(0, ChecksumAlgorithm.NONE.id());
  }

  @Test
  void shouldHaveMacLengthOfItsDigest() throws Exception {
    for (ChecksumAlgorithm algorithm : ChecksumAlgorithm.values()) {
      int expected = algorithm == ChecksumAlgorithm.NONE ? 0
          : MessageDigest.getInstance(algorithm.jcaName()).getDigestLength();
      assertEquals(expected, algorithm.macLength(), algorithm.name());
    }
  }

  @Test
  void shouldLookUpByIdAndCaseInsensitiveName() {
    assertEquals(Optional.of(ChecksumAlgorithm.SHA384), ChecksumAlgorithm.byId(6));
    assertEquals(Optional.empty(), ChecksumAlgorithm.byId(2));
    assertEquals(Optional.of(ChecksumAlgorithm.SHA1), ChecksumAlgorithm.byDriverName("sha1"));
    assertEquals(Optional.empty(), ChecksumAlgorithm.byDriverName("SHA-256"));
  }
}
